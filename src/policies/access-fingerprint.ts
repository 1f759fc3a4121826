import { createHash } from 'node:crypto';
import { canonicalJson } from '../infra/canonical-json.js';
import type { Attributes, Policy } from './policies.schemas.js';

/**
 * A fingerprint of what limits an account's reading — its row and column policies and its
 * attributes — so that an answer kept from before a change is not shown again (the agent history).
 */
export function accessFingerprint(account: { policies: Policy[]; attributes: Attributes }): string {
  const sorted = [...account.policies].sort((a, b) => (a.module_id < b.module_id ? -1 : a.module_id > b.module_id ? 1 : 0));
  return createHash('sha256')
    .update(canonicalJson({ policies: sorted, attributes: account.attributes }))
    .digest('hex');
}

import { createHash } from 'node:crypto';
import { storableCopy } from '../audit/audit.log.js';

/** The most of a prompt the audit keeps (item 7): enough to read, bounded whatever the body limit. */
export const AUDIT_PROMPT_MAX_BYTES = 16 * 1024;

export interface AuditedPrompt {
  /** The prompt, cut to AUDIT_PROMPT_MAX_BYTES of UTF-8 on a character boundary; null when absent. */
  prompt: string | null;
  /** The whole prompt's size in UTF-8 bytes and its SHA-256 (hex), so a kept copy can be matched. */
  prompt_bytes: number;
  prompt_sha256: string | null;
  prompt_truncated: boolean;
}

/**
 * The prompt as an audit entry records it. A refused call's prompt may not be a string: it is
 * recorded as its JSON text, bounded the same way.
 */
export function auditedPrompt(value: unknown, maxBytes = AUDIT_PROMPT_MAX_BYTES): AuditedPrompt {
  if (value === undefined || value === null) return { prompt: null, prompt_bytes: 0, prompt_sha256: null, prompt_truncated: false };
  // Not a string: any JSON a refused body held, nested as deep as it likes (the copy bounds it).
  const text = typeof value === 'string' ? value : JSON.stringify(storableCopy(value));
  const bytes = Buffer.from(text, 'utf8');
  const truncated = bytes.length > maxBytes;
  return {
    prompt: truncated ? utf8Prefix(bytes, maxBytes) : bytes.toString('utf8'),
    prompt_bytes: bytes.length,
    prompt_sha256: createHash('sha256').update(bytes).digest('hex'),
    prompt_truncated: truncated,
  };
}

/** The longest prefix of at most maxBytes that does not cut a character: back off continuation bytes (10xxxxxx). */
function utf8Prefix(bytes: Buffer, maxBytes: number): string {
  let end = maxBytes;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

/**
 * The agent's code stays general and readable: no value of the demo tables appears anywhere in
 * src/agent (domain vocabulary lives in specs and their synonyms, the demo seed sets its own), and
 * no function there is longer than 100 lines.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from '@babel/parser';
import { raw } from './fixture/demo.js';

const AGENT = join(import.meta.dirname, '..', '..', 'src', 'agent');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('the agent’s code', () => {
  test('holds no value of a demo table (as a whole word, any case)', () => {
    const values = new Set<string>();
    const add = (rows: Record<string, unknown>[], cols: string[]) => {
      for (const r of rows) for (const c of cols) if (typeof r[c] === 'string' && String(r[c]).length >= 3) values.add(String(r[c]).toLowerCase());
    };
    add(raw.cars(), ['Name', 'Origin']);
    add(raw.penguins(), ['Species', 'Island', 'Sex']);
    add(raw.weather(), ['weather']);
    add(raw.stocks(), ['symbol']);
    assert.ok(values.size > 300, `${values.size} demo values`);
    const found: string[] = [];
    for (const f of files(AGENT)) {
      const text = readFileSync(f, 'utf8').toLowerCase();
      for (const v of values) {
        const escaped = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(text)) found.push(`${f.slice(AGENT.length + 1)}: ${v}`);
      }
    }
    assert.deepEqual(found, []);
  });

  test('has no function longer than 100 lines', () => {
    const long: string[] = [];
    let functions = 0;
    for (const f of files(AGENT).filter((p) => p.endsWith('.ts'))) {
      const text = readFileSync(f, 'utf8');
      const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
      const { program } = parse(text, { sourceType: 'module', plugins: ['typescript'], sourceFilename: f });
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as { type?: string; start?: number; end?: number };
        if (
          n.type &&
          /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ClassMethod|ObjectMethod|ClassPrivateMethod)$/.test(n.type) &&
          n.start !== undefined &&
          n.end !== undefined
        ) {
          functions++;
          const lines = lineAt(n.end) - lineAt(n.start) + 1;
          if (lines > 100) long.push(`${f.slice(AGENT.length + 1)}:${lineAt(n.start)} (${lines} lines)`);
        }
        for (const v of Object.values(node)) if (v && typeof v === 'object') visit(v);
      };
      visit(program);
    }
    assert.ok(functions > 100, `${functions} functions looked at`);
    assert.deepEqual(long, []);
  });
});

import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { ERASABLE_KINDS, eraseRecord, type ErasableKind } from '../storage/erase-record';
import { withStores, type Output } from './cli-stores';

export const ERASURE_LOG_FILE_NAME = 'erasures.log';

/** "doctor" or "doctors" → doctor. */
export function toErasableKind(word: string | undefined): ErasableKind | undefined {
  return ERASABLE_KINDS.find((kind) => word === kind || word === `${kind}s`);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Erases one registration on the person's request. What it prints and appends to DATA_DIR/erasures.log
 * names only the kind, the id and the count of documents: the record of an erasure holds no personal data.
 */
export function runEraseCommand(kind: ErasableKind, id: string, env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  return withStores(env, output, async ({ engine, dataDir }) => {
    const erased = await eraseRecord(engine, kind, id);
    if (!erased) {
      output.err(`No ${kind} with id ${JSON.stringify(id)}: nothing was erased\n`);
      return 1;
    }
    const line = kind === 'patient' ? `Erased patient ${id}` : `Erased ${kind} ${id} and ${plural(erased.documents, 'document')}`;
    appendFileSync(path.join(dataDir, ERASURE_LOG_FILE_NAME), `${JSON.stringify({ at: new Date().toISOString(), kind, id, documents: erased.documents })}\n`, {
      mode: 0o600,
    });
    output.out(`${line}\n`);
    return 0;
  });
}

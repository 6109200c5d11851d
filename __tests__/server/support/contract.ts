import { contract, type ContractKey } from '@/contract';
import type { Answer } from '@/services/http';

/**
 * An answer of the embedded API read through the storefront's contract, as the storefront reads it;
 * the test fails naming every field that breaks the schema named by `key`.
 */
export function readThroughContract<K extends ContractKey>(key: K, body: unknown): Answer<K> {
  const read = contract[key].safeParse(body);
  if (!read.success) {
    const fields = read.error.issues.map((issue) => `${issue.path.join('.') || 'the body'}: ${issue.message}`);
    throw new Error(`The answer breaks the contract's ${key}: ${fields.join('; ')}`);
  }
  return read.data;
}

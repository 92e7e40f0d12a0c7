import { registrationCopy } from './copy.ts';
import { documentTypes, limits } from './contract.ts';

/** What the server accepts (it checks the first bytes; this checks the declared type, to save a long upload). */
export const acceptedDocuments = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';
const acceptedTypes = new Set<string>(documentTypes);

/** Why a chosen document would be refused, before it is sent; undefined when it looks fine or none is chosen. */
export function documentProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (file.size > limits.fileBytes) return registrationCopy.errors.documentSize;
  if (file.type && !acceptedTypes.has(file.type)) return registrationCopy.errors.documentType;
  return undefined;
}

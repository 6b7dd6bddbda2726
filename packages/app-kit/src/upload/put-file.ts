import { ErrorCode } from '@foundly/domain';

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * The storage refused the bytes or could not be reached. `reason` is the error code it answered
 * (the embedded storage says INVALID_FILE for a file that is not what its name says), else
 * STORAGE_FAILED.
 */
export class StorageRefusal extends Error {
  override name = 'StorageRefusal';
  constructor(
    message: string,
    readonly reason: ErrorCode,
  ) {
    super(message);
  }
}

function readReason(responseText: string): ErrorCode {
  try {
    const code = (JSON.parse(responseText) as { error?: unknown }).error;
    if (typeof code === 'string' && ERROR_CODES.has(code)) return code as ErrorCode;
  } catch {
    // Not JSON: an S3-compatible service answers in XML.
  }
  return ErrorCode.StorageFailed;
}

/**
 * PUTs a file to a storage URL with the headers the server asked for (S3's
 * signed checksum), reporting progress from 0 to 1. XMLHttpRequest because
 * fetch has no upload progress.
 */
export function putFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(
            new StorageRefusal(
              `Storage answered ${request.status}: ${request.responseText.slice(0, 200)}`,
              readReason(request.responseText),
            ),
          );
    request.onerror = () =>
      reject(new StorageRefusal('Network error while uploading', ErrorCode.StorageFailed));
    request.send(file);
  });
}

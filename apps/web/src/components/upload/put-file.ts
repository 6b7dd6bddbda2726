/**
 * PUTs a file to a storage URL, reporting progress from 0 to 1. XMLHttpRequest
 * because fetch has no upload progress.
 */
export function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Storage answered ${request.status}: ${request.responseText.slice(0, 200)}`));
    request.onerror = () => reject(new Error('Network error while uploading'));
    request.send(file);
  });
}

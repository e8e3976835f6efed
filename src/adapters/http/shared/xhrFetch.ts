/**
 * A fetch for one request that reports how much of its body has been sent, for uploads large enough to show
 * progress: fetch has no upload progress, XMLHttpRequest has. The client's middleware (credentials, failure
 * toasts, answer validation) runs as for every request, since openapi-fetch takes a fetch per request.
 */
export function xhrFetch(onProgress: (sent: number) => void): (input: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}

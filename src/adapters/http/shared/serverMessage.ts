import type { ValidateFunction } from './responseValidation';

/**
 * The server's message of a failed answer: the `message` of the shared error body
 * (openapi/common/error.yaml) when the body is one, else a short plain-text body, else undefined.
 */
export async function serverMessage(response: Response, errorBody: ValidateFunction): Promise<string | undefined> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  if (!text.trim()) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (errorBody(body)) {
      const message = (body as { message: string }).message.trim();
      return message || undefined;
    }
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message.trim() || undefined;
    }
    return undefined;
  } catch {
    const plain = text.trim();
    return plain.length <= 300 && !plain.startsWith('<') ? plain : undefined;
  }
}

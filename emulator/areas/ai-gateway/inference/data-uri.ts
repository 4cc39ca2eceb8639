// Inline data as the gateway accepts it: a data URI `data:<mime>;base64,<data>` (OpenAI's image_url,
// the platform description's form) or bare base64 (the AI SDK's file parts). Checked, then measured: the emulator
// never downloads a URL and never looks inside the bytes.

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w-]+=[\w.-]+)*;base64,(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded size of well-formed, non-empty base64, else undefined. */
export function base64Bytes(data: string): number | undefined {
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
  return Buffer.byteLength(data, "base64");
}

export interface InlineData {
  readonly mediaType: string;
  readonly bytes: number;
}

export function parseDataUri(url: string): InlineData | undefined {
  const [, mediaType, data] = DATA_URI.exec(url) ?? [];
  const bytes = data === undefined ? undefined : base64Bytes(data);
  return mediaType === undefined || bytes === undefined ? undefined : { mediaType, bytes };
}

export const DATA_URI_RULE = "must be a data URI of the form data:<mime>;base64,<data>";

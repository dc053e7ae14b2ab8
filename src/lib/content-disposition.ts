/** The file name of a Content-Disposition header: RFC 5987 filename* first, then plain filename. */

const EXTENDED = /filename\*\s*=\s*([^;]+)/i;
const PLAIN_QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const PLAIN_TOKEN = /filename\s*=\s*([^;]+)/i;

function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function decodeExtended(value: string): string | undefined {
  // charset'language'percent-encoded-value; only UTF-8 (and its ASCII subset) is sent in practice
  const match = /^\s*"?([\w-]*)'[^']*'([^"]*)"?\s*$/.exec(value);
  if (!match) return undefined;
  const charset = match[1].toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'us-ascii') return undefined;
  return percentDecode(match[2]);
}

export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = EXTENDED.exec(header);
  if (extended) {
    const name = decodeExtended(extended[1]);
    if (name) return name;
  }
  const quoted = PLAIN_QUOTED.exec(header);
  if (quoted) return percentDecode(quoted[1].replace(/\\(.)/g, '$1')) || undefined;
  const token = PLAIN_TOKEN.exec(header);
  if (token) return percentDecode(token[1].trim()) || undefined;
  return undefined;
}

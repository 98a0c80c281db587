// A CSV file's rows of cells (RFC 4180: quoted cells may hold the delimiter,
// quotes doubled and line breaks). The delimiter is the header's: `;` (as
// Medusa's exports write) or `,`, as the server's parser guesses it too.

export function detectDelimiter(text: string): ";" | "," {
  const header = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, "");
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ";" : ",";
}

export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, ""); // a spreadsheet's byte order mark
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  // Blank lines (a trailing newline, an empty line) hold no product.
  return rows.filter((r) => r.some((v) => v.trim() !== ""));
}

/** A file's text. FileReader rather than Blob.text(), which the test DOM (jsdom) lacks. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

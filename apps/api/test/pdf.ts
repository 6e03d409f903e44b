import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, read back the way a person's PDF reader would (invoices and credit notes). */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

// Writes one PDF out of many, one part at a time, without ever holding the whole result.
// The daily batch is up to 100 orders, each with its ID photos: built as one pdf-lib document and
// saved at the end, all of it would be in memory twice (objects and the saved bytes) in an isolate of
// 128 MB. Here each appended PDF's pages are copied into a context of their own, written out at once
// as numbered objects, and deleted; only the page references and the objects' offsets stay until
// finish() writes the page tree, the catalog, the cross-reference table and the trailer.
//
// Only erasable TypeScript syntax, so Node can run it directly (bench/memory.mjs).
import { PDFContext, PDFDocument, PDFName, PDFObjectCopier, type PDFObject, type PDFRef } from 'pdf-lib';
import { fromBinaryString } from '../../lib/encoding.ts';

export class PdfBatchWriter {
  private readonly context = PDFContext.create();
  private readonly catalogRef: PDFRef;
  private readonly pagesRef: PDFRef;
  private readonly kids: PDFRef[] = [];
  /** Byte offset of each written object, by object number. */
  private readonly offsets: number[] = [];
  private position = 0;
  private finished = false;
  private readonly emit: (chunk: Uint8Array) => void;

  /** `emit` receives the file in order, piece by piece; it may pass them on and forget them. */
  constructor(emit: (chunk: Uint8Array) => void) {
    this.emit = emit;
    this.catalogRef = this.context.nextRef();
    this.pagesRef = this.context.nextRef();
    // The header, with a comment of high bytes so that transfer tools treat the file as binary.
    this.write(Uint8Array.of(...fromBinaryString('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x0a));
  }

  /** The number of pages appended so far. */
  get pageCount(): number {
    return this.kids.length;
  }

  /** Appends every page of a PDF; its objects are written before this returns and not kept. */
  async append(pdf: Uint8Array): Promise<void> {
    if (this.finished) throw new Error('The batch is already finished.');
    const source = await PDFDocument.load(pdf, { updateMetadata: false });
    const copier = PDFObjectCopier.for(source.context, this.context);
    for (const page of source.getPages()) {
      const copy = copier.copy(page.node); // with inherited resources and boxes, without its old parent
      copy.set(PDFName.of('Parent'), this.pagesRef);
      this.kids.push(this.context.register(copy));
    }
    for (const [ref, object] of this.context.enumerateIndirectObjects()) {
      this.writeObject(ref, object);
      this.context.delete(ref);
    }
  }

  /** Writes the page tree, the catalog, the cross-reference table and the trailer. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const { context } = this;
    this.writeObject(this.pagesRef, context.obj({ Type: 'Pages', Kids: this.kids, Count: this.kids.length }));
    this.writeObject(this.catalogRef, context.obj({ Type: 'Catalog', Pages: this.pagesRef }));
    const xrefAt = this.position;
    const size = context.largestObjectNumber + 1;
    const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f\r\n'];
    for (let n = 1; n < size; n++) {
      const offset = this.offsets[n];
      lines.push(offset === undefined ? '0000000000 00000 f\r\n' : `${String(offset).padStart(10, '0')} 00000 n\r\n`);
    }
    lines.push(`trailer\n<< /Size ${size} /Root ${this.catalogRef.objectNumber} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    this.write(fromBinaryString(lines.join('')));
  }

  private writeObject(ref: PDFRef, object: PDFObject): void {
    const head = fromBinaryString(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const tail = fromBinaryString('\nendobj\n\n');
    const bytes = new Uint8Array(head.length + object.sizeInBytes() + tail.length);
    bytes.set(head);
    const end = head.length + object.copyBytesInto(bytes, head.length);
    bytes.set(tail, end);
    this.offsets[ref.objectNumber] = this.position;
    this.write(bytes.subarray(0, end + tail.length));
  }

  private write(bytes: Uint8Array): void {
    this.position += bytes.length;
    this.emit(bytes);
  }
}

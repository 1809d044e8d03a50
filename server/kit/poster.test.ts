import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { aKitDate } from '../../tests/builders/kit-dates';
import { renderPoster } from './poster';

// Read back with Mozilla's PDF.js, the reader Firefox uses: what a person's viewer would find in the file.
const open = async (pdf: Buffer) => getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;

async function textOf(pdf: PDFDocumentProxy): Promise<string> {
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

/** The page drawn to pixels (as a printer or a screen would) and any QR code on it decoded. */
async function scanQr(pdf: PDFDocumentProxy): Promise<string | undefined> {
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 1.5 });
  // PDF.js's own canvas factory for Node (@napi-rs/canvas, its optional dependency).
  const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const image = context.getImageData(0, 0, viewport.width, viewport.height);
  return jsQR(image.data, image.width, image.height)?.data;
}
interface CanvasFactory {
  create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
}

describe('renderPoster', () => {
  it('makes the A4 poster one page of 595x842 pt', async () => {
    const pdf = await open(await renderPoster(aKitDate(), 'a4'));
    expect(pdf.numPages).toBe(1);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
  });

  it('makes the A3 poster one page of 842x1191 pt', async () => {
    const pdf = await open(await renderPoster(aKitDate(), 'a3'));
    expect(pdf.numPages).toBe(1);
    const [, , width, height] = (await pdf.getPage(1)).view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([842, 1191]);
  });

  it("carries the show, hotel, date and time and the hotel's booking link as real text", async () => {
    const text = await textOf(await open(await renderPoster(aKitDate({ show: 'Scrooge' }), 'a4')));
    expect(text).toContain('Scrooge');
    expect(text).toContain('The Grand Brighton');
    expect(text).toContain("97-99 King's Road, Brighton BN1 2FW");
    expect(text).toContain('Friday 4 December 2026, 7 pm');
    expect(text).toContain('https://tickets.example.co.uk/titanic/brighton');
  });

  it('says so when the date is cancelled', async () => {
    expect(await textOf(await open(await renderPoster(aKitDate({ status: 'cancelled' }), 'a4')))).toContain(
      'Cancelled',
    );
  });

  it('asks nobody to book a sold-out date: it sends them to the hotel and the date page instead', async () => {
    const onSale = await textOf(await open(await renderPoster(aKitDate(), 'a4')));
    expect(onSale).toContain('Book with the hotel');
    const soldOut = await textOf(
      await open(await renderPoster(aKitDate({ availability: 'sold-out' }), 'a4')),
    );
    expect(soldOut).toContain('Sold out');
    expect(soldOut).not.toMatch(/book/i);
    expect(soldOut).toContain('Ask the hotel about seats');
  });

  it("prints a QR code that scans as the date page's address", async () => {
    const pageUrl = 'https://shows.example.org/jfk/2027-01-15-the-midland';
    const pdf = await open(await renderPoster(aKitDate({ show: 'JFK', pageUrl }), 'a4'));
    expect(await scanQr(pdf)).toBe(pageUrl);
  });

  it('refuses a booking link that is not a web address, and makes no file', async () => {
    await expect(renderPoster(aKitDate({ bookingUrl: 'javascript:alert(1)' }), 'a4')).rejects.toThrow(
      /booking link/,
    );
  });
});

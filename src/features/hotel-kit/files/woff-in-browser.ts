import { sfntFrom, woffTables } from '../../../../server/kit/woff-sfnt';

/** zlib's format, as WOFF stores its tables: the browser's own DecompressionStream reads it. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A WOFF font as TrueType, as the server unpacks it (server/kit/brand-font-files.ts), with no Node. */
export async function unpackWoff(woff: Uint8Array): Promise<Uint8Array> {
  const { flavor, tables } = woffTables(woff);
  const inflated = await Promise.all(
    tables.map(async (t) => ({ ...t, data: t.compressed ? await inflate(t.data) : t.data })),
  );
  return sfntFrom(flavor, inflated);
}

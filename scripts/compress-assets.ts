/** Writes brotli and gzip copies next to every compressible file of the client build. */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Pages too: the server answers them from these copies instead of compressing at each start.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|ico|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli's best quality takes seconds a megabyte: the editor's Decap bundle (4.7 MB) would add
 * 8 s to every build for 10 % fewer bytes, on a page only the practice opens. Larger files get
 * quality 9 (0.6 s).
 */
const LARGE_FILE_BYTES = 1_000_000;

/** Compresses the files under `clientDir`; returns how many. */
export async function compressAssets(clientDir: string): Promise<number> {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) =>
    COMPRESSIBLE.test(file),
  );
  await Promise.all(
    files.map(async (file) => {
      const path = join(clientDir, file);
      const data = await readFile(path);
      await writeFile(
        `${path}.br`,
        await brotli(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: data.length > LARGE_FILE_BYTES ? 9 : 11 },
        }),
      );
      await writeFile(`${path}.gz`, await gz(data, { level: 9 }));
    }),
  );
  return files.length;
}

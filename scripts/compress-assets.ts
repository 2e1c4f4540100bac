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
 * 8 s to every build for 10 % fewer bytes. Files over a megabyte, and those `quick` names (the
 * editor's, which only the practice loads: 2.4 s against 0.8 s), get quality 9.
 */
const LARGE_FILE_BYTES = 1_000_000;

/** Compresses the files under `clientDir`; returns how many. */
export async function compressAssets(
  clientDir: string,
  quick: (file: string) => boolean = () => false,
): Promise<number> {
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
          params: {
            [constants.BROTLI_PARAM_QUALITY]:
              data.length > LARGE_FILE_BYTES || quick(file) ? 9 : 11,
          },
        }),
      );
      await writeFile(`${path}.gz`, await gz(data, { level: 9 }));
    }),
  );
  return files.length;
}

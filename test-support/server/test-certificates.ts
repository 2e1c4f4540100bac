/**
 * A test certificate authority and a server certificate for 127.0.0.1 signed by it, made once
 * per process (selfsigned, Node's WebCrypto); the CA is written to a file for SMTP_CA_FILE.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "selfsigned";
import type { SinkTls } from "./smtp-sink.ts";
import { makeTempDir } from "./temp-dir.ts";

let made: Promise<SinkTls> | undefined;

export function testCertificates(): Promise<SinkTls> {
  made ??= (async () => {
    const ca = await generate([{ name: "commonName", value: "Praxis Test CA" }], {
      keyType: "ec",
      algorithm: "sha256",
      extensions: [
        { name: "basicConstraints", cA: true, critical: true },
        { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    const server = await generate([{ name: "commonName", value: "127.0.0.1" }], {
      keyType: "ec",
      algorithm: "sha256",
      ca: { key: ca.private, cert: ca.cert },
      extensions: [
        { name: "basicConstraints", cA: false },
        { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
        { name: "extKeyUsage", serverAuth: true },
        {
          name: "subjectAltName",
          altNames: [
            { type: 7, ip: "127.0.0.1" },
            { type: 2, value: "localhost" },
          ],
        },
      ],
    });
    // Kept for the process's lifetime: every test server of this run may read it.
    const caFile = join(makeTempDir("test-ca-").path, "ca.pem");
    writeFileSync(caFile, ca.cert);
    return { key: server.private, cert: server.cert, caFile };
  })();
  return made;
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible store in the test's own process (s3rver, decision 0105): a bucket on a free port,
 * its objects in a temporary folder, removed when stopped. `env` is what an operator would set.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  stop(): Promise<void>;
};

export async function startTestS3(bucket = "shop-test"): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: "us-east-1",
      // s3rver accepts these (its default account) and checks the signatures made with them.
      STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
      STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
      STORAGE_S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { systemClock, type Clock } from '../../../app-context.js';
import { formatContentDisposition } from './content-disposition.js';
import type { FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Any S3-compatible service. Uploads go straight to the bucket through a
 * presigned PUT whose signature covers the announced length; encryption at
 * rest is the bucket's (SSE-S3), requested on every write. URLs are signed on
 * the app's clock, so that they expire exactly when the upload or download
 * row says, as the local disk URLs do.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(
    options: S3StorageOptions,
    private readonly clock: Clock = systemClock,
  ) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private signing(expiresAt: Date) {
    // X-Amz-Date has whole seconds: signing from one makes the URL expire at `expiresAt`.
    const signingDate = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - signingDate.getTime()) / 1000));
    return { signingDate, expiresIn };
  }

  createUploadUrl({ key, size, expiresAt }: { key: string; size: number; expiresAt: Date }) {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentLength: size }),
      this.signing(expiresAt),
    );
  }

  createDownloadUrl(input: {
    key: string;
    fileName: string;
    contentType: string;
    inline: boolean;
    expiresAt: Date;
  }) {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: input.key,
        ResponseContentType: input.contentType,
        ResponseContentDisposition: formatContentDisposition(input.fileName, input.inline),
      }),
      this.signing(input.expiresAt),
    );
  }

  async write(key: string, bytes: Buffer) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async read(key: string) {
    const response = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key }),
    );
    return Buffer.from(await response.Body!.transformToByteArray());
  }

  async size(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (error instanceof NotFound) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return undefined;
      throw error;
    }
  }

  async move(fromKey: string, toKey: string) {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: toKey,
        CopySource: `${this.bucket}/${fromKey}`,
        ServerSideEncryption: 'AES256',
      }),
    );
    await this.delete(fromKey);
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

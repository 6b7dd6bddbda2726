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
import { systemClock, type Clock } from '../../../clock.js';
import { formatContentDisposition } from './content-disposition.js';
import { canShowInline } from './download-headers.js';
import type { FileStorage, UploadUrl, UploadUrlInput } from './file-storage.js';

const CHECKSUM_HEADER = 'x-amz-checksum-sha256';

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

  /**
   * The declared SHA-256 is signed in as the `x-amz-checksum-sha256` header,
   * which S3 checks against the body: whoever else holds the URL can store
   * nothing but the owner's own file. The header must stay a header: hoisted
   * into the query string (the presigner's default), S3 ignores it.
   */
  async createUploadUrl({ key, size, sha256, expiresAt }: UploadUrlInput): Promise<UploadUrl> {
    const checksum = Buffer.from(sha256, 'hex').toString('base64');
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ContentLength: size,
        ChecksumSHA256: checksum,
      }),
      { ...this.signing(expiresAt), unhoistableHeaders: new Set([CHECKSUM_HEADER]) },
    );
    return { url, headers: { [CHECKSUM_HEADER]: checksum } };
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
        ResponseContentDisposition: formatContentDisposition(
          input.fileName,
          input.inline && canShowInline(input.contentType),
        ),
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

import {
  Controller,
  HttpCode,
  HttpException,
  Param,
  Post,
  Req,
  ServiceUnavailableException,
  ConflictException,
  BadRequestException,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiRoutes, type StimulusImportReport } from '@vvq/contracts';
import { AcceptsBody } from '../../common/http/accepts-body.decorator.js';
import { AdminAccess } from '../auth/index.js';
import { MediaToolMissingError } from './import/media-probe.js';
import { ImportBusyError } from './import/stimuli-import.service.js';
import { StimuliUploadService, type UploadPart } from './import/stimuli-upload.service.js';

/** multipart/form-data, read part by part (@fastify/multipart, registered by VideosModule). */
type MultipartRequest = FastifyRequest & {
  parts(options?: { limits?: Record<string, number> }): AsyncIterable<UploadPart>;
};

/**
 * The admin Stimuli screen's import: upload (dry-run report + upload id), then apply that upload. The same
 * StimuliImportService as `npm run stimuli:import` (docs/experimenter/stimuli.md).
 */
@Controller()
@AdminAccess()
export class StimuliImportController {
  constructor(private readonly uploads: StimuliUploadService) {}

  /**
   * Parts: `manifest` (file), optional `distortion` (file), `files` (each file, named by its path in the manifest)
   * or one `archive` (.zip with manifest.csv or manifest.json at its root), and the field `transcode` (true/false).
   */
  @Post(ApiRoutes.admin.stimuliImport)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  upload(@Req() request: MultipartRequest): Promise<StimulusImportReport & { upload_id: string }> {
    if (typeof request.parts !== 'function' || !request.isMultipart?.()) {
      throw new HttpException('Send the manifest and its files as multipart/form-data', 415);
    }
    const { limits } = this.uploads;
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files + 2,
        fields: 10,
        parts: limits.files + 12,
        fieldSize: 1024,
      },
    });
    return answer(() => this.uploads.receive(readable(parts)));
  }

  @Post(ApiRoutes.admin.stimuliImportApply(':uploadId'))
  @HttpCode(200)
  apply(@Param('uploadId') uploadId: string): Promise<StimulusImportReport> {
    if (!/^[0-9a-f]{24}$/.test(uploadId))
      throw new HttpException('This upload does not exist or has expired', 404);
    return answer(() => this.uploads.apply(uploadId));
  }
}

/**
 * The parts, with the parser's own failures as answers: a body that is not multipart (400) or is over the limits
 * @fastify/multipart enforces (413). Errors of the import's own steps pass through as they are.
 */
async function* readable(parts: AsyncIterable<UploadPart>): AsyncIterable<UploadPart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<UploadPart>;
    try {
      next = await iterator.next();
    } catch (e) {
      const { code, message } = e as { code?: string; message?: string };
      if (typeof code === 'string' && code.startsWith('FST_') && /LIMIT|TOO_LARGE/.test(code)) {
        throw new PayloadTooLargeException('the upload is over its limits');
      }
      throw new BadRequestException(
        `The upload is not valid multipart/form-data (${message ?? 'unreadable'})`,
      );
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The import's own refusals as HTTP answers: one import at a time (409), no ffprobe on the server (503). */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ImportBusyError) throw new ConflictException(e.message);
    if (e instanceof MediaToolMissingError) throw new ServiceUnavailableException(e.message);
    throw e;
  }
}

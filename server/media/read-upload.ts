import type { FastifyRequest } from 'fastify';
import { PICTURE_REFUSALS } from '../../src/domain/site-content/picture-refusals';
import { ApiError } from '../errors';

/** The parts of POST /api/media: the picture's bytes and the words of its `alt` field. */
export interface PictureUpload {
  file: Buffer | null;
  alt: string;
}

/** Reads a multipart upload (its limits are set where the parser is registered: one file, a few fields). */
export async function readPictureUpload(request: FastifyRequest): Promise<PictureUpload> {
  if (!request.isMultipart())
    throw new ApiError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data.');
  const upload: PictureUpload = { file: null, alt: '' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') upload.file = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'alt' && typeof part.value === 'string') upload.alt = part.value;
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new ApiError(413, 'payload_too_large', PICTURE_REFUSALS.tooLarge);
    throw new ApiError(400, 'bad_request', 'The upload did not arrive whole. Please try again.');
  }
  return upload;
}

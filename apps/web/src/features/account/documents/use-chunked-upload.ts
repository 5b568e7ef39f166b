import type { UploadSession } from '@invest/contracts';
import { uploadChunkLength, uploadChunkSize } from '@invest/contracts/account-documents';
import { useRef, useState } from 'react';
import {
  useCancelUploadMutation,
  useFinishUploadMutation,
  usePutChunkMutation,
  useStartUploadMutation,
  useUploadSessionMutation,
} from './account-documents.api';

/** The chunk size the web app asks for: a few round trips for a photo, each small enough to retry cheaply. */
const preferredChunkBytes = 256 * 1024;

/** How many chunks a file of `size` is sent in (within the server's chunk bounds). */
export function chunkCountFor(size: number): number {
  const count = Math.max(1, Math.ceil(size / preferredChunkBytes));
  return uploadChunkSize(size, count) === null ? 1 : count;
}

export type UploadPhase = 'idle' | 'sending' | 'failed' | 'done';

export interface ChunkedUpload {
  phase: UploadPhase;
  /** 0 to 100, from the bytes the server has acknowledged and the chunk on its way. */
  percent: number;
  /** The failure of the last attempt, kept until the next one. */
  error: unknown;
  /** Whether the failed upload can continue from the chunks the server holds. */
  canResume: boolean;
  /** Sends `file` in chunks and finishes it: the finished upload, or null when it failed (see `error`). */
  send(
    file: File,
    target: { replaces_document_id: string; user_document_type_id: number },
  ): Promise<UploadSession | null>;
  /** Asks the server which chunks it holds, sends the others and finishes. */
  resume(): Promise<UploadSession | null>;
  /** Stops sending and removes the upload on the server. */
  cancel(): Promise<void>;
}

/**
 * A file uploaded in chunks (POST account/upload-user-file, PUT its chunks, POST
 * finish-upload-user-file) with its progress. A chunk that fails leaves the upload resumable: the
 * server tells which chunks it holds and only the missing ones are sent again.
 */
export function useChunkedUpload(): ChunkedUpload {
  const [startUpload] = useStartUploadMutation();
  const [readSession] = useUploadSessionMutation();
  const [putChunk] = usePutChunkMutation();
  const [finishUpload] = useFinishUploadMutation();
  const [cancelUpload] = useCancelUploadMutation();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [canResume, setCanResume] = useState(false);
  const file = useRef<File | null>(null);
  const uploadId = useRef<string | null>(null);
  const isCancelled = useRef(false);

  const sendMissing = async (session: UploadSession): Promise<UploadSession> => {
    const chosen = file.current;
    if (!chosen) throw new Error('No file chosen');
    const received = new Set(session.received);
    let sent = session.received.reduce((total, index) => total + uploadChunkLength(session, index), 0);
    const show = (bytes: number) => setPercent(Math.min(100, Math.floor((bytes / session.size) * 100)));
    show(sent);
    for (let index = 0; index < session.total_chunks; index += 1) {
      if (received.has(index)) continue;
      if (isCancelled.current) throw new Error('Cancelled');
      const length = uploadChunkLength(session, index);
      const start = index * session.chunk_size;
      const before = sent;
      await putChunk({
        uploadId: session.upload_id,
        index,
        bytes: chosen.slice(start, start + length),
        onUploadProgress: (fraction) => show(before + fraction * length),
      }).unwrap();
      sent += length;
      show(sent);
    }
    return finishUpload(session.upload_id).unwrap();
  };

  const run = async (attempt: () => Promise<UploadSession>): Promise<UploadSession | null> => {
    isCancelled.current = false;
    setPhase('sending');
    setError(null);
    setCanResume(false);
    try {
      const finished = await attempt();
      setPercent(100);
      setPhase('done');
      return finished;
    } catch (failure) {
      if (isCancelled.current) return null;
      const status = (failure as { status?: unknown }).status;
      // A refused file (400) ends the upload on the server; anything else leaves its chunks there.
      setCanResume(uploadId.current !== null && status !== 400 && status !== 404);
      setError(failure);
      setPhase('failed');
      return null;
    }
  };

  return {
    phase,
    percent,
    error,
    canResume,
    send: (chosen, target) =>
      run(async () => {
        file.current = chosen;
        uploadId.current = null;
        setPercent(0);
        const session = await startUpload({
          ...target,
          size: chosen.size,
          total_chunks: chunkCountFor(chosen.size),
        }).unwrap();
        uploadId.current = session.upload_id;
        return sendMissing(session);
      }),
    resume: () =>
      run(async () => {
        if (!uploadId.current) throw new Error('Nothing to resume');
        return sendMissing(await readSession(uploadId.current).unwrap());
      }),
    cancel: async () => {
      isCancelled.current = true;
      const id = uploadId.current;
      uploadId.current = null;
      setPhase('idle');
      setPercent(0);
      setError(null);
      setCanResume(false);
      if (id)
        await cancelUpload(id)
          .unwrap()
          .catch(() => undefined);
    },
  };
}

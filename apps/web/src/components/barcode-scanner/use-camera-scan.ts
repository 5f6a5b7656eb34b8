import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TCreateDecoder } from './barcode-decoder';
import { CAMERA_MESSAGES, cameraErrorMessage, stopCamera, type TOpenCamera } from './camera';
import { createRepeatGuard } from './repeat-guard';

/** Between two looks at the video: about seven a second reads a label at once and leaves a phone cool. */
export const SCAN_INTERVAL_MS = 150;

export type TCameraScanState =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

export type TCameraScanOptions = {
  /** Off while the dialog is closed: the camera is stopped, and its light goes out. */
  isActive: boolean;
  /** Called once per new code (see repeat-guard.ts); the next look waits until it has finished. */
  onRead: (code: string) => void | Promise<void>;
  openCamera: TOpenCamera;
  createDecoder: TCreateDecoder;
};

/**
 * Shows the camera in `videoRef` and reads codes from it until it is inactive or unmounted, then stops every
 * track. `retry()` starts over after a failure (the seller has just allowed the camera).
 */
export function useCameraScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  { isActive, onRead, openCamera, createDecoder }: TCameraScanOptions,
) {
  const [state, setState] = useState<TCameraScanState>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  // The latest handler without restarting the camera each time the parent renders a new one.
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!isActive || !video) return;
    let isStopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = createRepeatGuard();
    setState({ kind: 'starting' });

    async function start(frame: HTMLVideoElement) {
      // Both at once: the decoder downloads while the seller answers the browser's camera question.
      const decoder = createDecoder().catch(() => null);
      try {
        const opened = await openCamera();
        if (isStopped) {
          stopCamera(opened);
          return;
        }
        stream = opened;
      } catch (error) {
        if (!isStopped) setState({ kind: 'failed', message: cameraErrorMessage(error) });
        return;
      }
      frame.srcObject = stream;
      // Muted and inline, the browser lets it play without a tap; a refusal here only delays the first frame.
      void Promise.resolve(frame.play()).catch(() => undefined);
      const reader = await decoder;
      if (isStopped) return;
      if (!reader) {
        stopCamera(stream);
        setState({ kind: 'failed', message: CAMERA_MESSAGES.decoderFailed });
        return;
      }
      setState({ kind: 'scanning' });

      async function look() {
        if (isStopped || !reader) return;
        const code = await reader.detect(frame).catch(() => null);
        if (isStopped) return;
        if (code && isNew(code, performance.now())) await onReadRef.current(code);
        if (!isStopped) timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
      }
      void look();
    }
    void start(video);

    return () => {
      isStopped = true;
      clearTimeout(timer);
      if (stream) stopCamera(stream);
      video.srcObject = null;
    };
  }, [isActive, attempt, videoRef, openCamera, createDecoder]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}

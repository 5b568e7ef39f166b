export interface SilenceLimits {
  /** Silence after which the connection is pinged. */
  idleMs: number;
  /** Time the ping has to be answered (by anything) before the connection is closed. */
  answerMs: number;
}

export interface SilenceWatch {
  /** The peer said something: the silence starts again. */
  touch(): void;
  stop(): void;
}

/** Pings a connection that has been silent for `idleMs`, and closes it when the silence goes on `answerMs` more. */
export function watchSilence(connection: { ping(): void; close(): void }, limits: SilenceLimits): SilenceWatch {
  let isPinged = false;
  const arm = (ms: number) => setTimeout(onSilence, ms).unref();
  function onSilence() {
    if (isPinged) {
      connection.close();
      return;
    }
    isPinged = true;
    connection.ping();
    timer = arm(limits.answerMs);
  }
  let timer = arm(limits.idleMs);
  return {
    touch() {
      if (!isPinged) {
        timer.refresh();
        return;
      }
      isPinged = false;
      clearTimeout(timer);
      timer = arm(limits.idleMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

import { useEffect, useRef } from 'react';

/**
 * A player of a recording the page holds as a blob: the element plays it from an object URL, made when the player
 * shows it and revoked when it leaves (or gets another recording), so that no recording stays in memory unseen.
 */
export function RecordingPlayer({ recording, label }: { recording: Blob; label: string }) {
  const player = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    const url = URL.createObjectURL(recording);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [recording]);
  return <audio ref={player} controls preload="metadata" aria-label={label} />;
}

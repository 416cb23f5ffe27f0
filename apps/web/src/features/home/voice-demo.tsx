import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPING_MS_PER_CHARACTER } from '@telecom/domain';
import { DEMO_AUDIO, DEMO_LINES } from './voice-demo-script';

// The alert appears only when the audio fails: its code and styles load then, not with the home page.
const AlertDialog = lazy(() =>
  import('../../components/ui/alert-dialog').then(({ AlertDialog }) => ({ default: AlertDialog })),
);

type DemoState = 'idle' | 'playing' | 'stopped';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's voice demo (spec points 2, 4 and 8): the parcel-tracking call plays from the start, each
 * transcript line appears when its speaker starts and is typed at 40 ms per character, in step with the audio.
 * Play and stop are one toggle; a failure to play shows the spec's alert and ends the demo.
 */
export function VoiceDemo() {
  const { t } = useTranslation('home');
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<DemoState>('idle');
  const [position, setPosition] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const lines = t('demo.lines', { returnObjects: true }) as unknown as string[];

  // While playing, follow the audio's clock on every frame, so the typing stays in step with the voices.
  useEffect(() => {
    if (state !== 'playing') return;
    let frame = 0;
    const tick = () => {
      setPosition(audioRef.current?.currentTime ?? 0);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state]);

  const fail = useCallback((message: string) => {
    audioRef.current?.pause();
    setState('stopped');
    setAlert(message);
  }, []);

  const play = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    setPosition(0);
    setState('playing');
    try {
      await audio.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'NotAllowedError') fail(t('demo.errors.blocked'));
      else if (name === 'NotSupportedError') fail(t('demo.errors.unsupported'));
      else fail(`${t('demo.errors.other')}${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const stop = () => {
    audioRef.current?.pause();
    setState('stopped');
  };

  const reduced = prefersReducedMotion();
  const started = DEMO_LINES.map((line, index) => ({ ...line, index, text: lines[index] ?? '' })).filter(
    (line) => state !== 'idle' && position >= line.time,
  );
  const latest = started.at(-1);

  // The transcript box follows the line being typed: it scrolls itself (never the page, never the focus) to its end
  // whenever the text grows past its bottom, smoothly unless the visitor prefers reduced motion.
  const transcriptRef = useRef<HTMLOListElement>(null);
  const scrollTarget = useRef(0);
  useEffect(() => {
    const box = transcriptRef.current;
    if (!box) return;
    const end = box.scrollHeight - box.clientHeight;
    if (state === 'idle' || end <= 0) {
      scrollTarget.current = 0;
      return;
    }
    if (end === scrollTarget.current || end <= box.scrollTop) return;
    scrollTarget.current = end;
    box.scrollTo({ top: end, behavior: reduced ? 'instant' : 'smooth' });
  });

  return (
    <section className="voice-demo" aria-labelledby="voice-demo-title">
      <div className="voice-demo__header">
        <div>
          <h2 id="voice-demo-title">{t('demo.title')}</h2>
          <p className="voice-demo__hint">{t('demo.hint')}</p>
        </div>
        <button
          type="button"
          className={`demo-toggle demo-toggle--${state === 'playing' ? 'stop' : 'play'}`}
          onClick={state === 'playing' ? stop : () => void play()}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            {state === 'playing' ? (
              <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
            ) : (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            )}
          </svg>
          {state === 'playing' ? t('demo.stop') : t('demo.play')}
        </button>
      </div>
      <audio
        ref={audioRef}
        preload="none"
        onEnded={() => setState('stopped')}
        onError={() => {
          const code = audioRef.current?.error?.code;
          if (state === 'playing')
            fail(
              code === 4
                ? t('demo.errors.unsupported')
                : `${t('demo.errors.other')}${audioRef.current?.error?.message ?? ''}`,
            );
        }}
      >
        {DEMO_AUDIO.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </audio>
      <ol ref={transcriptRef} className="transcript" aria-hidden="true" data-state={state}>
        {state === 'idle' && <li className="transcript__empty">{t('demo.idle')}</li>}
        {started.map((line) => {
          const typed =
            reduced || line !== latest
              ? line.text.length
              : Math.floor(((position - line.time) * 1000) / TYPING_MS_PER_CHARACTER);
          return (
            <li key={line.index} className={`transcript__line transcript__line--${line.speaker}`}>
              <span className="transcript__speaker">{line.speaker === 'ai' ? t('demo.ai') : t('demo.caller')}</span>
              <span className="transcript__text">{line.text.slice(0, Math.max(0, typed))}</span>
            </li>
          );
        })}
      </ol>
      {/* Screen readers hear each line once, whole, when its speaker starts. */}
      <p className="visually-hidden" aria-live="polite">
        {latest ? `${latest.speaker === 'ai' ? t('demo.ai') : t('demo.caller')}: ${latest.text}` : ''}
      </p>
      {alert && (
        <Suspense fallback={null}>
          <AlertDialog
            title={t('demo.errors.title')}
            message={alert}
            okLabel={t('demo.errors.ok')}
            onClose={() => setAlert(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

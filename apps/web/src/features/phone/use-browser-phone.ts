// The phone in the browser (docs/contracts.md §15, docs/decisions/054): JsSIP registers one of the account's numbers
// over SIP on WebSocket with a short-lived credential of its own, and places and answers calls whose audio goes
// between the browsers (WebRTC). JsSIP is loaded when the phone starts, not with the site.
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as JsSip from 'jssip';
import type { DTMF_TRANSPORT } from 'jssip/lib/Constants';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent, UA } from 'jssip/lib/UA';
import { createWebPhoneSession } from './api/create-web-session';

/** The line: signing in, ready to call, without a connection to the SIP server, or refused. */
export type LineState = 'connecting' | 'ready' | 'offline' | 'failed';

/**
 * A call: placed and waiting for the other side (`calling`), ringing there (`ringing`), ringing here (`incoming`),
 * connected (`active`), or over (`ended`, with why when it did not end normally).
 */
export interface CallState {
  direction: 'outbound' | 'inbound';
  /** The other side: an E.164 number (`+31…`) or what the SIP URI's user says. */
  peer: string;
  phase: 'calling' | 'ringing' | 'incoming' | 'active' | 'ended';
  muted: boolean;
  held: boolean;
  /** When it was answered (ms since the epoch). */
  answeredAt: number | null;
  /** Why it ended, when it did not end normally: busy, not answered, no microphone, or another failure. */
  failure: 'busy' | 'no-answer' | 'microphone' | 'failed' | null;
  /** The keys sent during the call (DTMF). */
  tones: string;
  /**
   * Putting the call through to another number (a blind transfer): asked and waiting (`pending`), done (the other
   * side is calling it: this call ends), or refused or unreachable (`failed`: the call goes on).
   */
  transfer: { target: string; state: 'pending' | 'done' | 'failed' } | null;
}

export interface BrowserPhone {
  line: LineState;
  call: CallState | null;
  /** The other side's audio while connected, for an <audio> element. */
  remote: MediaStream | null;
  /** Calls `target` (what the user typed: digits with an optional leading '+'). */
  dial(target: string): void;
  answer(): void;
  /** Hangs up, cancels the call being placed, or declines the one ringing (busy). */
  hangUp(): void;
  toggleMute(): void;
  toggleHold(): void;
  /** Sends a key during the call (RFC 4733 telephone events). */
  sendTone(tone: string): void;
  /** Puts the call through to `target` (digits with an optional leading '+'): the other side calls it (REFER). */
  transfer(target: string): void;
  /** Signs in again with a new credential. */
  reconnect(): void;
}

/** Audio only; no STUN or TURN server: the SIP core's users reach each other directly or through the carrier. */
const MEDIA = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } };

/**
 * A dialled number or a SIP URI's user as E.164 when it is one, as the SIP core's dial rule reads it: E.164 digits
 * with or without '+' or '00', or a Dutch national number (0…). Anything else as it is.
 */
export function asE164(user: string): string {
  if (/^\+[1-9]\d{6,14}$/.test(user)) return user;
  if (/^00[1-9]\d{6,14}$/.test(user)) return `+${user.slice(2)}`;
  if (/^0[1-9]\d{8}$/.test(user)) return `+31${user.slice(1)}`;
  return /^[1-9]\d{6,14}$/.test(user) ? `+${user}` : user;
}

const peerOf = (session: RTCSession) => asE164(session.remote_identity?.uri?.user ?? '');

/** What JsSIP says ended a call, as the page tells it. */
function failureOf(cause: string | undefined): CallState['failure'] {
  switch (cause) {
    case 'Busy':
    case 'Rejected':
      return 'busy';
    case 'No Answer':
    case 'Unavailable':
    case 'Canceled':
      return 'no-answer';
    case 'User Denied Media Access':
      return 'microphone';
    case undefined:
    case 'Terminated':
    case 'BYE':
      return null;
    default:
      return 'failed';
  }
}

async function loadJsSip() {
  const module = await import('jssip');
  // JsSIP is CommonJS: its exports may come as the module's default.
  return ('default' in module ? module.default : module) as typeof JsSip;
}

/** One number's phone: signs in when `number` is given (again when it changes) and signs out when the page goes. */
export function useBrowserPhone(number: string | null): BrowserPhone {
  const [call, setCall] = useState<CallState | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The line's state belongs to one sign-in (number and attempt): a new one starts as connecting.
  const signIn = `${number} ${attempt}`;
  const [lineOf, setLineOf] = useState<{ signIn: string; line: LineState } | null>(null);
  const line = lineOf?.signIn === signIn ? lineOf.line : 'connecting';
  const agent = useRef<UA | null>(null);
  const domain = useRef('');
  const current = useRef<RTCSession | null>(null);
  const toneTransport = useRef<DTMF_TRANSPORT | undefined>(undefined);

  const update = useCallback((change: Partial<CallState>) => setCall((was) => (was ? { ...was, ...change } : was)), []);

  const play = useCallback((session: RTCSession) => {
    const receivers = session.connection?.getReceivers() ?? [];
    const tracks = receivers.map((receiver) => receiver.track).filter((track) => track.kind === 'audio');
    if (tracks.length > 0) setRemote(new MediaStream(tracks));
  }, []);

  const follow = useCallback(
    (call: RTCSession, callDirection: CallState['direction']) => {
      // A call and, when the other side puts it through (REFER), the call that takes its place.
      const track = (session: RTCSession, direction: CallState['direction']) => {
        current.current = session;
        setCall({
          direction,
          peer: peerOf(session),
          phase: direction === 'inbound' ? 'incoming' : 'calling',
          muted: false,
          held: false,
          answeredAt: null,
          failure: null,
          tones: '',
          transfer: null,
        });
        const end = (cause?: string) => {
          // Put through elsewhere by the other side (a REFER this phone followed): the new call is the page's now.
          if (current.current && current.current !== session) return;
          current.current = null;
          setRemote(null);
          update({ phase: 'ended', failure: failureOf(cause) });
        };
        session.on('progress', () => update({ phase: direction === 'inbound' ? 'incoming' : 'ringing' }));
        session.on('accepted', () => {
          update({ phase: 'active', answeredAt: Date.now() });
          play(session);
        });
        session.on('confirmed', () => play(session));
        session.on('muted', () => update({ muted: true }));
        session.on('unmuted', () => update({ muted: false }));
        session.on('hold', ({ originator }) => originator === 'local' && update({ held: true }));
        session.on('unhold', ({ originator }) => originator === 'local' && update({ held: false }));
        session.on('ended', ({ cause }) => end(cause));
        session.on('failed', ({ cause }) => end(cause));
        // The other side puts this call through (the AI assistant's handoff, or a person's transfer): the phone calls
        // the number it names, and that call takes this one's place on the page; the other side then hangs up.
        session.on('refer', ({ accept }) => {
          (accept as (init: (next: RTCSession) => void, options: typeof MEDIA) => void)(
            (next) => track(next, 'outbound'),
            MEDIA,
          );
        });
      };
      track(call, callDirection);
    },
    [play, update],
  );

  useEffect(() => {
    if (!number) return;
    let stopped = false;
    let ua: UA | undefined;
    let renew: ReturnType<typeof setTimeout> | undefined;
    const setLine = (state: LineState | ((was: LineState) => LineState)) =>
      setLineOf((was) => {
        const previous = was?.signIn === signIn ? was.line : 'connecting';
        return { signIn, line: typeof state === 'function' ? state(previous) : state };
      });
    void (async () => {
      try {
        const [credential, jssip] = await Promise.all([createWebPhoneSession(number), loadJsSip()]);
        if (stopped) return;
        toneTransport.current = jssip.C.DTMF_TRANSPORT.RFC2833;
        domain.current = credential.uri.replace(/^sip:[^@]*@/, '');
        ua = new jssip.UA({
          sockets: [new jssip.WebSocketInterface(credential.webSocketUrl)],
          uri: credential.uri,
          authorization_user: credential.authorizationUser,
          password: credential.password,
          register_expires: 300,
          session_timers: false,
          user_agent: 'TeleNova web phone',
        });
        ua.on('registered', () => setLine('ready'));
        ua.on('unregistered', () => setLine('offline'));
        ua.on('registrationFailed', () => setLine('failed'));
        ua.on('disconnected', () => setLine((was) => (was === 'failed' ? was : 'offline')));
        ua.on('newRTCSession', ({ originator, session }: RTCSessionEvent) => {
          if (originator === 'local') return;
          // One call at a time: a second caller hears busy.
          if (current.current) {
            session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
            return;
          }
          follow(session, 'inbound');
        });
        ua.start();
        agent.current = ua;
        // A new credential a few minutes before this one stops.
        const renewIn = Date.parse(credential.expiresAt) - Date.now() - 5 * 60_000;
        renew = setTimeout(() => !current.current && setAttempt((count) => count + 1), Math.max(renewIn, 60_000));
      } catch {
        if (!stopped) setLine('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(renew);
      current.current?.terminate();
      current.current = null;
      ua?.stop();
      agent.current = null;
    };
  }, [number, signIn, follow]);

  return {
    line,
    call,
    remote,
    dial(target) {
      if (!agent.current || current.current) return;
      const session = agent.current.call(`sip:${target}@${domain.current}`, MEDIA);
      follow(session, 'outbound');
    },
    answer() {
      const session = current.current;
      if (session && session.direction === 'incoming' && !session.isEstablished()) session.answer(MEDIA);
    },
    hangUp() {
      const session = current.current;
      if (!session) return;
      if (session.direction === 'incoming' && !session.isEstablished())
        session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      else session.terminate();
    },
    toggleMute() {
      const session = current.current;
      if (!session?.isEstablished()) return;
      if (session.isMuted().audio) session.unmute({ audio: true });
      else session.mute({ audio: true });
    },
    toggleHold() {
      const session = current.current;
      if (!session?.isEstablished()) return;
      if (session.isOnHold().local) session.unhold();
      else session.hold();
    },
    transfer(target) {
      const session = current.current;
      if (!session?.isEstablished()) return;
      const asked = { target: asE164(target), state: 'pending' as const };
      update({ transfer: asked });
      const failed = () => update({ transfer: { ...asked, state: 'failed' } });
      session.refer(`sip:${target}@${domain.current}`, {
        eventHandlers: {
          requestFailed: failed,
          failed,
          // The number rings or answers: the other side is on its way there, and this side leaves the call.
          progress: () => {
            update({ transfer: { ...asked, state: 'done' } });
            session.terminate();
          },
          accepted: () => {
            update({ transfer: { ...asked, state: 'done' } });
            if (!session.isEnded()) session.terminate();
          },
        },
      });
    },
    sendTone(tone) {
      const session = current.current;
      if (!session?.isEstablished()) return;
      session.sendDTMF(tone, { transportType: toneTransport.current });
      setCall((was) => (was ? { ...was, tones: was.tones + tone } : was));
    },
    reconnect: () => setAttempt((count) => count + 1),
  };
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_PROGRESS_PERCENT, CHECKOUT_STEPS, type CheckoutStep } from '@telecom/domain';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import type { OrderAlert } from './use-order-placement';

/** A wizard's three steps as its own rules judge them. */
export interface WizardSteps {
  readonly step: CheckoutStep;
  /** Each step's name: 'Configure eSIM', 'Your details', 'Overview and payment'. */
  readonly titles: Readonly<Record<CheckoutStep, string>>;
  readonly isValid: (step: CheckoutStep) => boolean;
  readonly canEnter: (step: CheckoutStep) => boolean;
  /** Moves to a step the rules allow, as a new history entry (the browser's back button goes back a step). */
  readonly goTo: (step: CheckoutStep) => boolean;
}

/** Next: on to the next step when this one is valid; trying earlier shows every problem of the step, until it changes. */
export function useStepNavigation({ step, isValid, goTo }: Pick<WizardSteps, 'step' | 'isValid' | 'goTo'>) {
  const [problemsShownOn, setProblemsShownOn] = useState<CheckoutStep | null>(null);
  const next = () => {
    if (step === 3) return;
    if (!isValid(step)) {
      setProblemsShownOn(step);
      return;
    }
    goTo((step + 1) as CheckoutStep);
  };
  return { next, showAllErrors: problemsShownOn === step };
}

interface OrderWizardProps {
  steps: WizardSteps;
  /** What is missing on this step, named under the Next button (announced when Next was tried too early). */
  problems: readonly string[];
  showProblems: boolean;
  onNext: () => void;
  /** The step's content. */
  children: ReactNode;
  /** The price overview, beside steps 1 and 2 (step 3 shows it within). */
  overview: ReactNode;
  /** The total bar of narrow screens, under steps 1 and 2. */
  totalBar: ReactNode;
  /** A notice above the progress bar. */
  notice?: ReactNode;
  alert: OrderAlert | null;
  onDismissAlert: () => void;
}

/**
 * The frame of every order wizard (spec points 2 and 4): the progress bar and its step buttons, the step with its
 * heading (which takes the focus when the step changes, so that keyboard and screen-reader users start there),
 * Back and Next, the price overview beside the step and the total bar under it, and the order's alert.
 */
export function OrderWizard({
  steps,
  problems,
  showProblems,
  onNext,
  children,
  overview,
  totalBar,
  notice,
  alert,
  onDismissAlert,
}: OrderWizardProps) {
  const { t } = useTranslation('checkout');
  const { step } = steps;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <>
      <div className="container wizard">
        {notice}
        <WizardProgress steps={steps} />
        <div className={step === 3 ? 'wizard__body wizard__body--single' : 'wizard__body'}>
          <section className="wizard__step" aria-labelledby="step-title">
            <h2 id="step-title" ref={headingRef} tabIndex={-1}>
              {t('steps.heading', { step, title: steps.titles[step] })}
            </h2>
            {/* Steps 2 and 3 are their own chunks: a step change waits for its code (a transition), a restored
                visit shows the loading state meanwhile. */}
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
            <StepActions steps={steps} problems={problems} showProblems={showProblems} onNext={onNext} />
            {step !== 3 && totalBar}
          </section>
          {step !== 3 && <aside className="wizard__aside">{overview}</aside>}
        </div>
      </div>
      {alert && (
        <AlertDialog title={alert.title} message={alert.message} okLabel={t('alert.ok')} onClose={onDismissAlert} />
      )}
    </>
  );
}

function WizardProgress({ steps }: { steps: WizardSteps }) {
  const { t } = useTranslation('checkout');
  const percent = CHECKOUT_PROGRESS_PERCENT[steps.step];
  return (
    <nav className="wizard-progress" aria-label={t('steps.label')}>
      <div
        className="wizard-progress__bar"
        role="progressbar"
        aria-label={t('steps.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('steps.progressText', { percent, step: steps.step })}
      >
        <div className="wizard-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="wizard-progress__steps">
        {CHECKOUT_STEPS.map((candidate) => {
          const current = candidate === steps.step;
          return (
            <li key={candidate} data-state={current ? 'current' : candidate < steps.step ? 'done' : 'todo'}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                disabled={!current && !steps.canEnter(candidate)}
                onClick={() => steps.goTo(candidate)}
              >
                <span className="wizard-progress__number" aria-hidden="true">
                  {candidate}
                </span>
                <span className="visually-hidden">{t('steps.stepNumber', { step: candidate })} </span>
                {steps.titles[candidate]}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back and next (spec point 4): next only when the step is valid; trying earlier shows what is missing. */
function StepActions({
  steps,
  problems,
  showProblems,
  onNext,
}: {
  steps: WizardSteps;
  problems: readonly string[];
  showProblems: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { step } = steps;
  const valid = steps.isValid(step);
  return (
    <div className="wizard-actions">
      {step > 1 && (
        <button type="button" className="button button--ghost" onClick={() => steps.goTo((step - 1) as CheckoutStep)}>
          {t('actions.back')}
        </button>
      )}
      {step < 3 && (
        <button
          type="button"
          className="button"
          aria-disabled={!valid || undefined}
          aria-describedby={!valid ? 'step-problems' : undefined}
          onClick={onNext}
        >
          {t('actions.next')}
        </button>
      )}
      {step < 3 && !valid && (
        <div
          id="step-problems"
          className={showProblems ? 'wizard-actions__problems form-error' : 'wizard-actions__problems'}
          role={showProblems ? 'alert' : undefined}
        >
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

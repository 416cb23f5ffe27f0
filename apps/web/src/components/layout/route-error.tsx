import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Replaces a page that failed to load or render with a translated message instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="container page-message" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="page-message__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home}>{t('notFound.homeLink')}</Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  /** The address shown: another one draws its page again (a page that failed may load the next time). */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/** Shows RouteError in place of what below it failed to load (a page's code) or to render. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The visitor sees RouteError; the cause goes to the console for whoever looks into it.
    // eslint-disable-next-line no-console -- the error is shown to the visitor as well
    console.error('A page failed to load or render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

// The actions of a list (list-description.ts): a row's icon buttons and links, the bulk bar's buttons, and the dialog
// that asks before a write. Each write holds its own mutation, so that any number of them can be described.
import type { ReactNode } from 'react';
import { useAdminMutation } from '../api/use-admin-mutation';
import { ConfirmDialog } from '../list-ui';
import { BulkStatusPicker, RowActionButton, RowActionLink } from './list-controls';
import type {
  BulkActionDescription,
  ConfirmDescription,
  ListContext,
  RowActionDescription,
  SelectFilter,
  WriteDescription,
} from './list-description';
import { number } from '../../../lib/format';

/**
 * A status action's call, as the picker calls it: the picker offers only the values of the filter the description
 * names, which is the type the description's `run` takes (`StatusBulkAction`).
 */
/** A bulk status change answers how many rows it set, and may answer how many it skipped (not allowed from theirs). */
type StatusChange = (change: { ids: string[]; status: string }) => Promise<{ updated: number; skipped?: number }>;

/** A write waiting for its confirmation, with its texts written out. */
export interface PendingWrite {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => Promise<string | undefined>;
  clearsSelection: boolean;
}

/** How an action reports back to its list page. */
export interface ListActionHandlers {
  c: ListContext;
  /** Shows the action's confirmation (if any); ends the selection when the action says so. */
  succeeded: (text: string | undefined, clearsSelection?: boolean) => void;
  /** Shows the error of an action. */
  failed: (error: unknown) => void;
  /** Opens the dialog that asks before a write. */
  ask: (pending: PendingWrite) => void;
}

function pendingWrite<S>(
  action: WriteDescription<S>,
  confirm: ConfirmDescription<S>,
  subject: S,
  c: ListContext,
): PendingWrite {
  return {
    title: c.t(confirm.title),
    message: confirm.message(subject, c),
    confirmLabel: c.t(confirm.confirmLabel),
    run: () => action.run(subject, c),
    clearsSelection: action.clearsSelection ?? false,
  };
}

/** A write on a row or on the chosen rows: asked first when it has a confirmation, otherwise run at once. */
function Write<S>({
  action,
  subject,
  on,
  children,
}: {
  action: WriteDescription<S>;
  subject: S;
  on: ListActionHandlers;
  children: (start: () => void, busy: boolean) => ReactNode;
}) {
  // A write that asks first runs in its dialog (ConfirmWriteDialog); this one stays unused then.
  const write = useAdminMutation((value: S) => action.run(value, on.c));
  const { confirm } = action;
  if (confirm) return children(() => on.ask(pendingWrite(action, confirm, subject, on.c)), false);
  return children(
    () =>
      write.mutate(subject, { onSuccess: (text) => on.succeeded(text, action.clearsSelection), onError: on.failed }),
    write.isPending,
  );
}

export function RowAction<Row>({
  action,
  row,
  name,
  on,
}: {
  action: RowActionDescription<Row>;
  row: Row;
  name: string;
  on: ListActionHandlers;
}) {
  const { t } = on.c;
  const label = t(`actions.${action.verb}Named`, { name });
  const tooltip = t(`actions.${action.verb}`);
  switch (action.kind) {
    case 'link':
      return <RowActionLink icon={action.verb} to={action.to(row)} label={label} tooltip={tooltip} />;
    case 'download':
      return (
        <RowActionButton
          icon={action.verb}
          danger={action.danger}
          label={label}
          tooltip={tooltip}
          onClick={() => void action.run(row).catch(on.failed)}
        />
      );
    case 'write':
      return (
        <Write action={action} subject={row} on={on}>
          {(start) => (
            <RowActionButton
              icon={action.verb}
              danger={action.danger}
              label={label}
              tooltip={tooltip}
              onClick={start}
            />
          )}
        </Write>
      );
  }
}

export function BulkAction<Query>({
  action,
  ids,
  idPrefix,
  choices,
  exportCsv,
  on,
}: {
  action: BulkActionDescription<Query>;
  ids: string[];
  idPrefix: string;
  /** The select filter whose values a status action offers. */
  choices: (field: string) => SelectFilter<string, string>;
  exportCsv: (ids: string[]) => void;
  on: ListActionHandlers;
}) {
  const { t } = on.c;
  switch (action.kind) {
    case 'export':
      return (
        <button type="button" className="button button--ghost" onClick={() => exportCsv(ids)}>
          {t(action.label)}
        </button>
      );
    case 'status':
      return (
        <BulkStatus
          id={`${idPrefix}-bulk-status`}
          filter={choices(action.choices)}
          run={action.run as StatusChange}
          ids={ids}
          on={on}
        />
      );
    case 'write':
      return (
        <Write action={action} subject={ids} on={on}>
          {(start, busy) => (
            <button
              type="button"
              className={action.danger ? 'button button--danger' : 'button button--ghost'}
              disabled={busy}
              onClick={start}
            >
              {t(action.label)}
            </button>
          )}
        </Write>
      );
  }
}

function BulkStatus({
  id,
  filter,
  run,
  ids,
  on,
}: {
  id: string;
  filter: SelectFilter<string, string>;
  run: StatusChange;
  ids: string[];
  on: ListActionHandlers;
}) {
  const { c } = on;
  const setStatus = useAdminMutation(run);
  return (
    <BulkStatusPicker
      id={id}
      statuses={filter.values}
      label={(status) => filter.text(status, c)}
      busy={setStatus.isPending}
      onApply={(status, done) =>
        setStatus.mutate(
          { ids, status },
          {
            onSuccess: (result) => {
              const skipped = result.skipped ?? 0;
              on.succeeded(
                [
                  c.t('bulk.statusUpdated', { count: result.updated, number: number(result.updated, c.language) }),
                  skipped > 0 ? c.t('bulk.statusSkipped', { count: skipped, number: number(skipped, c.language) }) : '',
                ]
                  .filter(Boolean)
                  .join(' '),
                true,
              );
              done();
            },
            onError: on.failed,
          },
        )
      }
    />
  );
}

/** The dialog of a write that asks first: its errors show inside it, its confirmation on the page once it has run. */
export function ConfirmWriteDialog({
  pending,
  onDone,
  onClose,
}: {
  pending: PendingWrite;
  onDone: (text: string | undefined) => void;
  onClose: () => void;
}) {
  const write = useAdminMutation(pending.run);
  return (
    <ConfirmDialog
      title={pending.title}
      message={pending.message}
      confirmLabel={pending.confirmLabel}
      busy={write.isPending}
      error={write.error?.message}
      onClose={onClose}
      onConfirm={() => write.mutate(undefined, { onSuccess: onDone })}
    />
  );
}

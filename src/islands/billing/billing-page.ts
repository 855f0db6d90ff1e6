// The billing page, without React (docs/decisions.md, Islands and their first-load JavaScript):
// return messages after Checkout, the current plan with cancel (confirmed in a dialog), reactivate
// and the sandbox's clock, the plans with a monthly/yearly switch, saved cards and invoices. The
// page draws the waiting current-plan card and the plans (billing.astro); this module fills in the
// account's sections from the billing store (src/stores/billing.ts) on every change. Sections are
// kept elements that are filled again, so the plans' radio buttons and the open cancel dialog
// survive a change of the store; a control that had focus (named by `data-key`) gets it back.
import type { BillingView } from '../../../functions/features/billing/billing.schemas';
import { errorMessage } from '../../lib/api-client';
import {
  cardExpiry,
  cardName,
  invoiceStatusText,
  isLive,
  periodEndText,
  periodWord,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionOutlook,
} from '../../lib/billing/billing-text';
import { findPlan, type BillingInterval, type Plan } from '../../lib/billing/plans';
import { formatDate, formatMoney } from '../../lib/format';
import { $auth } from '../../stores/auth';
import {
  $billing,
  advanceSandboxClock,
  cancelSubscription,
  loadBilling,
  makeDefaultPaymentMethod,
  reactivateSubscription,
  startCheckout,
} from '../../stores/billing';
import { h, type Child } from '../dom';
import { followSession } from '../account/signed-in-page';

type Notice = { kind: 'error' | 'success'; text: string } | null;

/**
 * A form-level message, as the account forms draw it: errors interrupt (alert), successes are
 * polite (status). One element per notice, so a render that keeps the notice keeps its live region
 * (and a screen reader does not hear it again).
 */
const drawn = new WeakMap<NonNullable<Notice>, HTMLElement>();
function message(notice: Notice): HTMLElement | null {
  if (!notice) return null;
  let node = drawn.get(notice);
  if (!node) {
    node = h('div', { class: `form-alert form-alert-${notice.kind}`, role: notice.kind === 'error' ? 'alert' : 'status' }, notice.text);
    drawn.set(notice, node);
  }
  return node;
}

/**
 * Makes `parent`'s children exactly `nodes`. Kept nodes always come in the same order, so removing
 * the unwanted first leaves them in place and only new ones are inserted: a kept element is never
 * moved, so it keeps focus (and an open dialog stays open).
 */
function placeChildren(parent: Element, nodes: Node[]) {
  const wanted = new Set(nodes);
  for (const child of [...parent.childNodes]) if (!wanted.has(child)) child.remove();
  nodes.forEach((node, i) => {
    if (parent.childNodes[i] !== node) parent.insertBefore(node, parent.childNodes[i] ?? null);
  });
}

const present = (nodes: Child[]): Node[] => nodes.filter((node): node is Node => node instanceof Node);

/** What the address says after a return from Checkout, as a message; the address is then cleaned. */
const RETURN_MESSAGES: Record<string, Notice> = {
  'checkout=success': { kind: 'success', text: 'Payment received. Your subscription is active.' },
  'checkout=cancelled': { kind: 'error', text: 'Checkout was cancelled. Nothing was charged.' },
  'card=added': { kind: 'success', text: 'Your card was added.' },
  'card=cancelled': { kind: 'error', text: 'Adding a card was cancelled. Nothing changed.' },
};

function takeReturnMessage(): Notice {
  const returned = RETURN_MESSAGES[window.location.search.slice(1)] ?? null;
  if (returned) history.replaceState(history.state, '', window.location.pathname);
  return returned;
}

/** One section's command: one at a time (its buttons are disabled meanwhile), its outcome shown in the section. */
interface Command {
  busy: boolean;
  notice: Notice;
}
const command = (): Command => ({ busy: false, notice: null });

const NO_PROVIDER: Notice = { kind: 'error', text: 'Payments are not set up on this site yet. Everything free stays available.' };
/** The load's failure as a notice, the same object while the message is the same (see message). */
let lastFailure: NonNullable<Notice> | null = null;
function failure(text: string): Notice {
  if (lastFailure?.text !== text) lastFailure = { kind: 'error', text };
  return lastFailure;
}

export function mountBillingPage(root: HTMLElement) {
  // The server's whitespace between sections would count as children in placeChildren.
  for (const node of [...root.childNodes]) if (node.nodeType !== Node.ELEMENT_NODE) node.remove();
  const waiting = root.querySelector<HTMLElement>('.billing-current')!;
  const picker = root.querySelector<HTMLElement>('[data-plan-picker]')!;
  const current = h('section', { class: 'card billing-current', 'aria-labelledby': 'current-plan-heading' });
  const cards = h('section', { class: 'card', 'aria-labelledby': 'cards-heading' });
  const invoices = h('section', { class: 'card', 'aria-labelledby': 'history-heading' });
  const commands = { current: command(), plans: command(), cards: command() };
  const returned = takeReturnMessage();
  // A radio chosen before this module ran stays chosen.
  let interval: BillingInterval =
    picker.querySelector<HTMLInputElement>('input[name="interval"]:checked')?.value === 'yearly' ? 'yearly' : 'monthly';
  // The control to give focus back to after a render: it may be disabled while its command runs.
  let focusKey: string | undefined;

  const render = () => {
    const active = document.activeElement as HTMLElement | null;
    if (active && root.contains(active) && active.dataset.key) focusKey = active.dataset.key;
    else if (active && active !== document.body) focusKey = undefined;
    drawPage();
    if (!focusKey) return;
    const target = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`);
    if (target && document.activeElement !== target && !(target as HTMLButtonElement).disabled) target.focus();
    if (!target || document.activeElement === target) focusKey = undefined;
  };

  /** Runs one section's command and keeps its outcome as the section's message. */
  async function run(section: Command, work: () => Promise<unknown>, done?: string) {
    section.busy = true;
    section.notice = null;
    render();
    try {
      await work();
      if (done) section.notice = { kind: 'success', text: done };
    } catch (err) {
      section.notice = { kind: 'error', text: errorMessage(err) };
    } finally {
      section.busy = false;
      render();
    }
  }

  // ---- Current plan, with the cancel dialog (kept, so an open one stays open across renders) -------
  const dialogTitle = h('h2', { id: 'cancel-heading' });
  const dialogText = h('p', { id: 'cancel-text' });
  let confirmCancel = () => {};
  const dialog = h(
    'dialog',
    { class: 'card billing-dialog', 'aria-labelledby': 'cancel-heading', 'aria-describedby': 'cancel-text' },
    dialogTitle,
    dialogText,
    h(
      'div',
      { class: 'button-row' },
      // The dialog focuses it when it opens: keeping the subscription is the safe choice.
      h('button', { type: 'button', class: 'button button-primary', autofocus: '', onclick: () => dialog.close() }, 'Keep Subscription'),
      h('button', { type: 'button', class: 'button button-danger', onclick: () => confirmCancel() }, 'Cancel subscription'),
    ),
  ) as HTMLDialogElement;

  function drawCurrentPlan(view: BillingView) {
    const { busy, notice } = commands.current;
    const plan = findPlan(view.planInEffect)!;
    const sub = view.subscription;
    const ended = sub?.status === 'cancelled';
    const live = isLive(sub);
    const end = periodEndText(sub);
    dialogTitle.textContent = `Cancel your ${plan.name} subscription?`;
    dialogText.textContent = `You keep ${plan.name} until ${end}. After that your account moves to the Free plan: your progress, XP and achievements stay. Nothing more is charged.`;
    confirmCancel = () => {
      dialog.close();
      void run(commands.current, cancelSubscription, `Your subscription is cancelled. You keep ${plan.name} until ${end}.`);
    };
    const button = (key: string, className: string, label: string, onclick: () => void) =>
      h('button', { type: 'button', class: className, 'data-key': key, disabled: busy, onclick }, label);
    const parts: Child[] = [
      h('h2', { id: 'current-plan-heading' }, 'Current plan'),
      h(
        'p',
        { class: 'billing-plan-name' },
        h('strong', {}, plan.name),
        live && h('span', { class: `badge billing-status-${sub.status}` }, SUBSCRIPTION_STATUS_LABELS[sub.status]),
      ),
      live &&
        sub.interval &&
        h('p', {}, `${formatMoney(plan.prices[sub.interval] * 100)} per ${periodWord(sub.interval)}. ${subscriptionOutlook(sub)}`),
      !live &&
        h(
          'p',
          { class: 'muted' },
          `${ended ? 'Your paid subscription has ended. ' : ''}Everything on the site is free; a paid plan adds ${
            plan.id === 'free' ? 'certificates and priority support' : 'more'
          }.`,
        ),
      message(notice),
      h(
        'div',
        { class: 'button-row' },
        live && sub.status !== 'cancelling' && button('cancel', 'button', 'Cancel subscription', () => dialog.showModal()),
        sub?.status === 'cancelling' &&
          button('reactivate', 'button button-primary', 'Reactivate subscription', () => {
            void run(commands.current, reactivateSubscription, `Your ${plan.name} subscription will renew on ${end}.`);
          }),
        view.provider === 'sandbox' &&
          live &&
          button('sandbox-clock', 'button button-small', 'Sandbox: move to the end of this period', () => {
            void run(commands.current, advanceSandboxClock, 'The sandbox clock moved to the end of the period.');
          }),
      ),
    ];
    placeChildren(current, [...present(parts), dialog]);
  }

  // ---- Plans: drawn by the page; the prices follow the period, each plan's action the account ------
  picker.querySelector('fieldset')!.addEventListener('change', (event) => {
    const value = (event.target as HTMLInputElement).value;
    interval = value === 'yearly' ? 'yearly' : 'monthly';
    render();
  });
  const planItems = [...picker.querySelectorAll<HTMLElement>('li[data-plan]')].map((item) => ({
    plan: findPlan(item.dataset.plan!)!,
    item,
  }));
  let pickerNotice: HTMLElement | null = null;

  function choose(plan: Plan) {
    void run(commands.plans, async () => {
      window.location.assign(await startCheckout({ plan: plan.id as 'pro' | 'enterprise', interval }));
    });
  }

  /** What a plan offers this account: that it is theirs, how to switch, a button, or nothing (Free). */
  function planAction(plan: Plan, view: BillingView | null): Node | null {
    const live = view?.subscription != null && view.subscription.status !== 'cancelled';
    if (plan.id === view?.planInEffect) return h('p', { class: 'plan-current' }, 'Your current plan');
    if (plan.id === 'free') return null;
    if (live) return h('p', { class: 'muted' }, 'To switch plans, cancel your current subscription; you can subscribe again once it ends.');
    return h(
      'button',
      {
        type: 'button',
        class: 'button button-primary',
        'data-key': `choose-${plan.id}`,
        disabled: commands.plans.busy || !view || view.provider === null,
        onclick: () => choose(plan),
      },
      `Choose ${plan.name}`,
    );
  }

  function drawPlans(view: BillingView | null) {
    const notice = message(commands.plans.notice);
    if (pickerNotice !== notice) {
      pickerNotice?.remove();
      pickerNotice = notice;
      if (notice) picker.insertBefore(notice, picker.querySelector('.plan-grid'));
    }
    for (const { plan, item } of planItems) {
      item
        .querySelector('.plan-price')!
        .replaceChildren(h('strong', {}, formatMoney(plan.prices[interval] * 100)), ` / ${periodWord(interval)}`);
      const features = item.querySelector('.plan-features')!;
      while (features.nextSibling) features.nextSibling.remove();
      const action = planAction(plan, view);
      if (action) item.appendChild(action);
    }
  }

  // ---- Payment methods and billing history ---------------------------------------------------------
  function drawCards(view: BillingView) {
    const { busy, notice } = commands.cards;
    const card = (m: BillingView['paymentMethods'][number]) => {
      const name = cardName(m);
      return h(
        'li',
        {},
        h('span', {}, h('strong', {}, name), ' ', h('span', { class: 'muted' }, `expires ${cardExpiry(m)}`)),
        m.isDefault
          ? h('span', { class: 'badge badge-verified' }, 'Default')
          : h(
              'button',
              {
                type: 'button',
                class: 'button button-small',
                'data-key': `default-${m.id}`,
                disabled: busy,
                'aria-label': `Make ${name} the default card`,
                onclick: () => void run(commands.cards, () => makeDefaultPaymentMethod(m.id), `${name} is now your default card.`),
              },
              'Make default',
            ),
      );
    };
    cards.replaceChildren(
      h('h2', { id: 'cards-heading' }, 'Payment methods'),
      view.paymentMethods.length === 0
        ? h('p', { class: 'muted' }, 'No card on file.')
        : h('ul', { class: 'card-list' }, ...view.paymentMethods.map(card)),
      ...present([message(notice)]),
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-key': 'add-card',
          disabled: busy || view.provider === null,
          onclick: () =>
            void run(commands.cards, async () => {
              window.location.assign(await startCheckout());
            }),
        },
        'Add a card',
      ),
    );
  }

  function drawHistory(view: BillingView) {
    const row = (invoice: BillingView['invoices'][number]) =>
      h(
        'tr',
        {},
        h('td', {}, formatDate(invoice.createdAt)),
        h('td', {}, formatMoney(invoice.amountCents, invoice.currency)),
        h('td', {}, invoiceStatusText(invoice)),
        h(
          'td',
          {},
          invoice.hostedUrl
            ? h(
                'a',
                { href: invoice.hostedUrl, 'data-key': `invoice-${invoice.id}` },
                'View invoice',
                h('span', { class: 'visually-hidden' }, ` of ${formatDate(invoice.createdAt)}`),
              )
            : '—',
        ),
      );
    const heading = (text: string) => h('th', { scope: 'col' }, text);
    invoices.replaceChildren(
      h('h2', { id: 'history-heading' }, 'Billing history'),
      view.invoices.length === 0
        ? h('p', { class: 'muted' }, 'No invoices yet.')
        : h(
            'div',
            { class: 'table-scroll' },
            h(
              'table',
              { class: 'billing-history' },
              h('thead', {}, h('tr', {}, heading('Date'), heading('Amount'), heading('Status'), heading('Invoice'))),
              h('tbody', {}, ...view.invoices.map(row)),
            ),
          ),
    );
  }

  // ---- The page ------------------------------------------------------------------------------------
  function drawPage() {
    const billing = $billing.get();
    // The plans are the same for everyone and already drawn; the account's own sections follow
    // once its billing has loaded.
    const view = $auth.get().status === 'signed-in' && billing.status === 'ready' ? billing.data : null;
    if (view) {
      drawCurrentPlan(view);
      drawCards(view);
      drawHistory(view);
    }
    drawPlans(view);
    placeChildren(
      root,
      present([
        message(returned),
        billing.status === 'error' && message(failure(billing.error)),
        view?.provider === null && message(NO_PROVIDER),
        view ? current : billing.status !== 'error' && waiting,
        picker,
        view && cards,
        view && invoices,
      ]),
    );
  }

  followSession({ load: () => void loadBilling(), render });
  $billing.subscribe(render);
}

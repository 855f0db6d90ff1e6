// "Was this helpful?" under each help answer, without React (docs/decisions.md, Islands and their
// first-load JavaScript): the page draws the group with its Yes and No buttons (FaqFeedback.astro), and this
// script, loaded by the page as a small module, wires them to the votes store. A help category
// page has nothing else interactive, so it loads no framework at all. The buttons are on screen
// before this module arrives; a press made then is kept by the page and made once this runs.
import { NOT_HELPFUL_REASONS, type NotHelpfulReason, type Vote } from '../../lib/help/vote-reasons';
import { $votes, castVote, loadVotes } from '../../stores/help';

/** What the status line says once a vote is saved. */
function thanks(helpful: boolean, reason: NotHelpfulReason | null) {
  return helpful ? 'Thanks for letting us know.' : reason ? 'Thanks, that tells us what to fix.' : 'Thanks. What was wrong with it?';
}

function voteButton(label: string, onClick: () => void) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-small';
  button.textContent = label;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', onClick);
  return button;
}

/** Wires one answer's group (`[data-question]`): its buttons follow the stored vote, and send one. */
function mount(group: HTMLElement) {
  const questionId = group.dataset.question ?? '';
  const yes = group.querySelector<HTMLButtonElement>('[data-vote="yes"]');
  const no = group.querySelector<HTMLButtonElement>('[data-vote="no"]');
  const status = group.querySelector<HTMLElement>('[role="status"]');
  if (!questionId || !yes || !no || !status) return;

  async function send(helpful: boolean, reason: NotHelpfulReason | null = null) {
    status!.textContent = '';
    try {
      await castVote(questionId, { helpful, reason });
      status!.textContent = thanks(helpful, reason);
    } catch (err) {
      status!.textContent = (err as Error).message;
    }
  }

  // The reasons appear after "No", in the order the store names them.
  const reasons = document.createElement('span');
  reasons.className = 'faq-reasons';
  const reasonButtons = (Object.entries(NOT_HELPFUL_REASONS) as [NotHelpfulReason, string][]).map(([id, label]) => {
    const button = voteButton(label, () => void send(false, id));
    reasons.appendChild(button);
    return [id, button] as const;
  });

  const render = (vote: Vote | undefined) => {
    yes.setAttribute('aria-pressed', String(vote?.helpful === true));
    no.setAttribute('aria-pressed', String(vote?.helpful === false));
    if (vote?.helpful === false) {
      for (const [id, button] of reasonButtons) button.setAttribute('aria-pressed', String(vote.reason === id));
      if (!reasons.isConnected) group.insertBefore(reasons, status);
    } else reasons.remove();
  };

  yes.addEventListener('click', () => void send(true));
  no.addEventListener('click', () => void send(false, $votes.get()[questionId]?.reason ?? null));
  $votes.subscribe((votes) => render(votes[questionId]));
  // A press made before this ran was noted on the group by the page's inline script (HelpPage.astro);
  // from here on the buttons' own handlers see every press, and that one is made now.
  group.dataset.wired = '';
  const early = group.dataset.earlyVote;
  delete group.dataset.earlyVote;
  if (early === 'yes') yes.click();
  else if (early === 'no') no.click();
}

/** Wires every "was this helpful" group on the page, then loads this browser's earlier votes. */
export function mountFaqFeedback(root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>('.faq-feedback[data-question]').forEach(mount);
  void loadVotes();
}

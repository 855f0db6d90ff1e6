/**
 * Every table that holds rows about a user, for the data export and account deletion.
 *
 * A feature that adds a table with a user column adds one entry here. The worker test
 * "every table with a user_id column is registered" fails until it does, so no table can be
 * forgotten by the export or left behind by a deletion.
 */
export interface UserDataTable {
  /** Table name (a fixed identifier, never user input). */
  table: string;
  /** The column holding the user's id. */
  userColumn: string;
  /** Columns left out of the export because they are secrets, not information about the user. */
  secretColumns?: string[];
}

export const USER_DATA_TABLES: UserDataTable[] = [
  { table: 'users', userColumn: 'id', secretColumns: ['password_hash'] },
  { table: 'sessions', userColumn: 'user_id', secretColumns: ['id', 'secret_hash'] },
  { table: 'user_preferences', userColumn: 'user_id' },
  { table: 'oauth_accounts', userColumn: 'user_id' },
  { table: 'email_verification_tokens', userColumn: 'user_id', secretColumns: ['token_hash'] },
  { table: 'password_reset_tokens', userColumn: 'user_id', secretColumns: ['token_hash'] },
  { table: 'email_outbox', userColumn: 'user_id' },
  { table: 'learning_progress', userColumn: 'user_id' },
  { table: 'learning_xp_awards', userColumn: 'user_id' },
  { table: 'learning_activity_days', userColumn: 'user_id' },
  { table: 'learning_achievements', userColumn: 'user_id' },
  { table: 'learning_lesson_opens', userColumn: 'user_id' },
  { table: 'learning_quiz_answers', userColumn: 'user_id' },
  { table: 'learner_totals', userColumn: 'user_id' },
  { table: 'review_cards', userColumn: 'user_id' },
  { table: 'search_history', userColumn: 'user_id' },
  { table: 'demo_challenge_solutions', userColumn: 'user_id' },
  { table: 'lab_results', userColumn: 'user_id' },
  { table: 'billing_customers', userColumn: 'user_id' },
  { table: 'billing_subscriptions', userColumn: 'user_id' },
  { table: 'billing_payment_methods', userColumn: 'user_id' },
  { table: 'billing_invoices', userColumn: 'user_id' },
  { table: 'billing_refunds', userColumn: 'user_id' },
  { table: 'certificates', userColumn: 'user_id' },
  { table: 'support_requests', userColumn: 'user_id' },
  { table: 'notifications', userColumn: 'user_id' },
  { table: 'email_unsubscribe_tokens', userColumn: 'user_id', secretColumns: ['token'] },
  { table: 'known_devices', userColumn: 'user_id' },
  { table: 'faq_votes', userColumn: 'user_id' },
  { table: 'push_subscriptions', userColumn: 'user_id', secretColumns: ['auth'] },
  { table: 'design_reviews', userColumn: 'user_id' },
  { table: 'bookmarks', userColumn: 'user_id' },
];

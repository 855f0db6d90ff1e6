import { z } from 'zod';

// The fields each provider event type is read for, checked before anything is applied. A signed
// event can still be malformed (a provider change, a hand-made test event, a leaked secret): one
// that fails answers 400 and changes nothing (docs/billing.md, "Our mirror and the webhook").
// Objects stay loose: the provider sends many fields we do not read.

const id = z.string().min(1).max(255);
/** A reference to another object: its id, or the object itself when expanded. */
const ref = z.union([id, z.looseObject({ id })]);
const metadata = z.record(z.string().max(100), z.string().max(500));
const count = z.number().int().min(0).max(1e12);
const unixSeconds = z.number().int().min(0).max(1e11);
/** Shown as a link on the billing page: the provider's https page, or a path of this site. */
const pageUrl = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith('https://') || (v.startsWith('/') && !v.startsWith('//')), 'Not an https address or a path.');

/** The envelope every event has; a signed body without it is not an event we can apply. */
export const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.looseObject({}), previous_attributes: z.unknown().optional() }),
});
/** A provider event as we read it: its object and previous attributes are read per type (event-changes.ts). */
export type ProviderEvent = z.infer<typeof eventEnvelope>;

export const refId = (value: z.infer<typeof ref> | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export const checkoutSessionObject = z.looseObject({
  client_reference_id: id.nullish(),
  customer: ref.nullish(),
});

const subscriptionItem = z.looseObject({
  price: z.looseObject({ lookup_key: z.string().max(255).nullish() }),
  current_period_end: unixSeconds.nullish(),
});

export const subscriptionObject = z.looseObject({
  id,
  customer: ref,
  status: z.string().min(1).max(64),
  cancel_at_period_end: z.boolean(),
  metadata: metadata.nullish(),
  items: z.looseObject({
    // At least one item (the first is the one we read), at most 100.
    data: z.tuple([subscriptionItem], subscriptionItem).refine((items) => items.length <= 100, 'Too many items.'),
  }),
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

export const subscriptionChanges = z.looseObject({ cancel_at_period_end: z.boolean().optional() }).optional();

export const invoiceObject = z.looseObject({
  id: id.nullish(),
  customer: ref.nullish(),
  amount_due: count,
  amount_paid: count,
  currency: z.string().regex(/^[a-z]{3}$/i, 'Not a three-letter currency code.'),
  status: z.string().min(1).max(64).nullish(),
  hosted_invoice_url: pageUrl.nullish(),
  created: unixSeconds,
  parent: z.looseObject({ subscription_details: z.looseObject({ metadata: metadata.nullish() }).nullish() }).nullish(),
});

export const attachedPaymentMethodObject = z.looseObject({
  id,
  customer: ref.nullish(),
  metadata: metadata.nullish(),
  card: z
    .looseObject({
      brand: z.string().min(1).max(32),
      last4: z.string().regex(/^\d{4}$/),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int().min(1970).max(2200),
    })
    .nullish(),
});

export const detachedPaymentMethodObject = z.looseObject({ id });
export const detachedPaymentMethodChanges = z.looseObject({ customer: id.nullish() }).optional();

export const customerObject = z.looseObject({
  id,
  invoice_settings: z.looseObject({ default_payment_method: ref.nullish() }).nullish(),
});

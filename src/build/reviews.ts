// Build-time only: ratings and review counts come from a reviews export (content/reviews.json: where
// it comes from, when it was exported, how many reviews, their average) or they are not shown. A figure
// without its origin fails every build, naming the file and the field; so does a figure typed anywhere
// else (content/site.json `claims` takes no rating or count, see site.ts).
import * as v from 'valibot';
import reviewsJson from '../../content/reviews.json';
import { formatDate } from '../domain/locale-format';
import { LOCALE_INFO, type Locale } from '../domain/locales';

const NoReviews = v.strictObject({
  source: v.null(),
  exportedAt: v.null(),
  count: v.literal(0),
  average: v.null(),
});

const ExportedReviews = v.strictObject({
  /** The page the export comes from (the review platform's profile). */
  source: v.pipe(v.string(), v.url('source: the address of the review platform the export comes from')),
  exportedAt: v.pipe(v.string(), v.isoDate('exportedAt: the day of the export, YYYY-MM-DD')),
  count: v.pipe(v.number(), v.integer(), v.minValue(1, 'count: the number of reviews in the export')),
  average: v.pipe(v.number(), v.minValue(1), v.maxValue(5, 'average: stars from 1 to 5')),
});

const ReviewsSchema = v.union([NoReviews, ExportedReviews]);

/** The figures as the page's language writes them. */
export interface ReviewSummary {
  /** "4,8" ("4.8" in English) */
  average: string;
  /** "1.234" ("1,234") */
  count: string;
  source: string;
  /** "26.11.2026" ("26 November 2026") */
  exportedAt: string;
}

/** The figures to show, or null when there is no export; throws naming the file and field when it is incomplete. */
export function reviewSummary(data: unknown = reviewsJson, locale: Locale = 'de'): ReviewSummary | null {
  const parsed = v.safeParse(ReviewsSchema, data);
  if (!parsed.success) {
    const fields = v.flatten(parsed.issues).nested ?? {};
    const named = Object.keys(fields).length ? Object.keys(fields).join(', ') : 'source, exportedAt, count, average';
    throw new Error(
      `content/reviews.json: ${named} – ratings and review counts need their origin (source, exportedAt) ` +
        'and both figures, or none of them (source null, count 0).',
    );
  }
  const reviews = parsed.output;
  if (reviews.source === null) return null;
  const numbers = LOCALE_INFO[locale].intl;
  return {
    average: reviews.average.toLocaleString(numbers, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    count: reviews.count.toLocaleString(numbers),
    source: reviews.source,
    exportedAt: formatDate(reviews.exportedAt, locale),
  };
}

export const reviews = reviewSummary();

/** The figures for a page in `locale`. */
export const reviewsIn = (locale: Locale) => reviewSummary(reviewsJson, locale);

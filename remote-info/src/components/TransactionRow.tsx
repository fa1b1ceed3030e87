import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { Transaction } from '@nyaya/shared/types';
import { Link } from '@nyaya/shared/router';
import { formatDate, formatINR } from '@nyaya/shared/format';
import { translateText, useT } from '../i18n';

/**
 * One wallet transaction: income green with +, expense red with − (the word is there for screen
 * readers). `when` replaces the plain date (an account's payments say the time in India); `to`
 * makes the title a link to what it paid for.
 */
export function TransactionRow({ transaction, when, to }: { transaction: Transaction; when?: string; to?: string }) {
  const t = useT();
  const income = transaction.type === 'income';
  const Icon = income ? ArrowDownLeft : ArrowUpRight;
  const title = translateText(transaction.title);
  return (
    <div className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${income ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}`}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-ink">
          {to ? (
            <Link to={to} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={transaction.date}>{when ?? formatDate(transaction.date)}</time>
        </p>
      </div>
      <p className={`text-sm font-semibold whitespace-nowrap ${income ? 'text-green-700' : 'text-red-700'}`}>
        <span className="sr-only">{income ? t('wallet.transaction.income') : t('wallet.transaction.expense')} </span>
        {income ? '+' : '−'}
        {formatINR(transaction.amount)}
      </p>
    </div>
  );
}

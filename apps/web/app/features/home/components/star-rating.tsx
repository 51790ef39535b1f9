/** Five stars with `rating` filled; the label says it in words. */
export function StarRating({
  rating,
  label,
  size = 'size-5',
}: {
  rating: number;
  label: string;
  size?: string;
}) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`${size} ${star <= rating ? 'text-amber-500' : 'text-slate-300'}`}
          fill="currentColor"
        >
          <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}

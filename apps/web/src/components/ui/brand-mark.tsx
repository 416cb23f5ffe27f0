/** The brand's signal mark, decorative (the link around it carries the name). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M9 20a10 10 0 0 1 14 0M12 23a5 5 0 0 1 8 0M6 17a14 14 0 0 1 20 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

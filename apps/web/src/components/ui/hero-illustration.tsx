import './hero-illustration.css';

interface HeroIllustrationProps {
  /** The drawing: an SVG file of src/assets/illustrations, imported so that the build hashes it (cached a year). */
  src: string;
  /** The drawing's own size (its viewBox): the box keeps this ratio from the first layout, so nothing moves when it arrives. */
  width: number;
  height: number;
  className?: string;
  /** For a drawing that some widths never show (display: none): the browser then never fetches it there. */
  lazy?: boolean;
}

/**
 * A drawn picture of the product beside a hero's text. Decorative: the hero's heading and lead say what the product is,
 * so the image has an empty alt and the screen reader passes over it.
 */
export function HeroIllustration({ src, width, height, className, lazy = false }: HeroIllustrationProps) {
  return (
    <img
      className={className ? `hero-illustration ${className}` : 'hero-illustration'}
      src={src}
      width={width}
      height={height}
      alt=""
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      data-testid="hero-illustration"
    />
  );
}

import type { FixingStyle } from "./fixing-styles";

/** Pattern tile of a fixing, `unit` user units to a screen pixel (the diagram is drawn in metres). */
export function FixingPattern({ id, style, unit }: { id: string; style: FixingStyle; unit: number }) {
  const size = 8 * unit;
  const line = { stroke: style.ink, strokeWidth: 1.2 * unit, strokeOpacity: 0.7 };
  const diagonal = `M0 ${size}L${size} 0M${-size / 4} ${size / 4}L${size / 4} ${-size / 4}M${(3 * size) / 4} ${(5 * size) / 4}L${(5 * size) / 4} ${(3 * size) / 4}`;
  const backDiagonal = `M0 0L${size} ${size}M${(3 * size) / 4} ${-size / 4}L${(5 * size) / 4} ${size / 4}M${-size / 4} ${(3 * size) / 4}L${size / 4} ${(5 * size) / 4}`;
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={size} height={size}>
      <rect width={size} height={size} fill={style.fill} />
      {style.pattern === "diagonal" ? <path d={diagonal} {...line} /> : null}
      {style.pattern === "crosshatch" ? <path d={diagonal + backDiagonal} {...line} /> : null}
      {style.pattern === "dots" ? <circle cx={size / 2} cy={size / 2} r={1.4 * unit} fill={style.ink} /> : null}
      {style.pattern === "horizontal" || style.pattern === "grid" ? (
        <path d={`M0 ${size / 2}H${size}`} {...line} />
      ) : null}
      {style.pattern === "vertical" || style.pattern === "grid" ? (
        <path d={`M${size / 2} 0V${size}`} {...line} />
      ) : null}
    </pattern>
  );
}

/** The legend's sample of a fixing's look. */
export function FixingSwatch({ id, style }: { id: string; style: FixingStyle }) {
  return (
    <svg width="28" height="18" viewBox="0 0 28 18" aria-hidden="true" className="shrink-0">
      <defs>
        <FixingPattern id={id} style={style} unit={1} />
      </defs>
      <rect x="0.5" y="0.5" width="27" height="17" rx="2" fill={`url(#${id})`} stroke={style.ink} />
    </svg>
  );
}

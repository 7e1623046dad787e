import type { RoofFixingResult } from "@portal/contracts";
import { ZONE_DIAGRAM_TEXT } from "@portal/contracts/ui";
import { useId } from "react";
import { FixingPattern } from "./fixing-pattern";
import { type FixingStyle, fixingNameOf } from "./fixing-styles";
import { type AreaShape, type DimensionChain, formatMetres, type ZoneLayout } from "./zone-layout";

const MAX_WIDTH_PX = 560;
const MAX_HEIGHT_PX = 340;
const MARGIN = { left: 116, right: 64, top: 52, bottom: 48 };
/** The perimeter tiles' band: one tile wide, drawn at a readable width (not to scale). */
const PERIMETER_WIDTH_PX = 10;
const INK = "#0f172a";

export interface ZoneDiagramProps {
  result: RoofFixingResult;
  layout: ZoneLayout;
  styles: readonly FixingStyle[];
}

/** A safe fragment for url(#…) references: React's ids carry characters SVG references do not accept. */
export const svgIdOf = (reactId: string) => `z${reactId.replace(/[^a-zA-Z0-9_-]/g, "")}`;

function describe(result: RoofFixingResult, layout: ZoneLayout): string {
  const length = formatMetres(layout.widthM);
  const intro =
    layout.kind === "vertical"
      ? ZONE_DIAGRAM_TEXT.describeWall(length, formatMetres(layout.heightM), result.areas.length)
      : ZONE_DIAGRAM_TEXT.describeRoof(
          result.roofType,
          length,
          formatMetres(result.geometry.spanM),
          result.areas.length,
        );
  const areas = result.areas.map((area, index) =>
    ZONE_DIAGRAM_TEXT.describeArea(index + 1, area.name, fixingNameOf(area), area.dimensions),
  );
  return [intro, ...areas].join(" ");
}

/**
 * The plan (or, for vertical tiling, the elevation) of the roof's wind-zone areas to scale, each filled with its
 * fixing's colour and pattern and marked with its number, with the building's dimensions and the bands' widths.
 */
export function ZoneDiagram({ result, layout, styles }: ZoneDiagramProps) {
  const baseId = svgIdOf(useId());
  const scale = Math.min(MAX_WIDTH_PX / layout.widthM, MAX_HEIGHT_PX / layout.heightM);
  const unit = 1 / scale;
  const widthPx = layout.widthM * scale;
  const heightPx = layout.heightM * scale;
  const viewWidth = MARGIN.left + widthPx + MARGIN.right;
  const viewHeight = MARGIN.top + heightPx + MARGIN.bottom;
  const x = (metres: number) => MARGIN.left + metres * scale;
  const y = (metres: number) => MARGIN.top + metres * scale;
  const styleIndex = new Map(styles.map((style, index) => [style.name, index]));
  const patternId = (index: number) => `${baseId}-fixing-${index}`;
  const fillOf = (name: string) => `url(#${patternId(styleIndex.get(name) ?? 0)})`;
  const clipId = `${baseId}-outline`;
  const titleId = `${baseId}-title`;
  const descId = `${baseId}-desc`;
  const title = layout.kind === "vertical" ? ZONE_DIAGRAM_TEXT.wallTitle : ZONE_DIAGRAM_TEXT.planTitle(result.roofType);

  const drawShape = (shape: AreaShape, fill: string, ink: string, key: string) => {
    switch (shape.type) {
      case "rect": {
        const { type: _rect, ...box } = shape;
        return <rect key={key} {...box} fill={fill} stroke={ink} strokeWidth={unit} />;
      }
      case "ring":
        return <path key={key} d={shape.d} fill={fill} fillRule="evenodd" stroke={ink} strokeWidth={unit} />;
      case "band":
        return (
          <path key={key} d={shape.d} fill="none" stroke={fill} strokeWidth={shape.widthM} strokeLinecap="square" />
        );
      case "edges":
        return (
          <path
            key={key}
            d={shape.d}
            fill="none"
            stroke={fill}
            strokeWidth={PERIMETER_WIDTH_PX * 2 * unit}
            strokeLinejoin="miter"
          />
        );
    }
  };

  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${viewWidth.toFixed(1)} ${viewHeight.toFixed(1)}`}
      className="h-auto w-full max-w-[720px]"
      data-testid="zone-diagram"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{describe(result, layout)}</desc>
      <defs>
        {styles.map((style, index) => (
          <FixingPattern key={style.name} id={patternId(index)} style={style} unit={unit} />
        ))}
        <clipPath id={clipId}>
          <path d={layout.outline} />
        </clipPath>
      </defs>

      <g transform={`translate(${MARGIN.left} ${MARGIN.top}) scale(${scale})`}>
        <g clipPath={`url(#${clipId})`}>
          {layout.placed.map((placed) => {
            const style = styles[styleIndex.get(fixingNameOf(placed.area)) ?? 0];
            return (
              <g key={placed.index} data-area={placed.index + 1} data-fixing={fixingNameOf(placed.area)}>
                {placed.shapes.map((shape, shapeIndex) =>
                  drawShape(
                    shape,
                    fillOf(fixingNameOf(placed.area)),
                    style?.ink ?? INK,
                    `${placed.index}-${shapeIndex}`,
                  ),
                )}
              </g>
            );
          })}
        </g>
        {layout.lines.map((line) => (
          <path
            key={line}
            d={line}
            fill="none"
            stroke={INK}
            strokeWidth={2 * unit}
            strokeDasharray={`${6 * unit} ${3 * unit}`}
          />
        ))}
        <path d={layout.outline} fill="none" stroke={INK} strokeWidth={2 * unit} />
      </g>

      {layout.placed.map((placed) =>
        placed.labelAt ? (
          <g key={`label-${placed.index}`}>
            <circle cx={x(placed.labelAt.x)} cy={y(placed.labelAt.y)} r="10" fill="white" stroke={INK} />
            <text
              x={x(placed.labelAt.x)}
              y={y(placed.labelAt.y)}
              dy="0.35em"
              textAnchor="middle"
              fontSize="11"
              fontWeight="600"
              fill={INK}
            >
              {placed.index + 1}
            </text>
          </g>
        ) : null,
      )}

      <EdgeNames layout={layout} x={x} y={y} />
      <AlongChain chain={layout.alongChain} x={x} top={MARGIN.top} />
      <UpChain chain={layout.upChain} y={y} left={x(layout.widthM)} isOnSlope={layout.isUpChainOnSlope} />
      <OverallDimensions layout={layout} x={x} y={y} result={result} />
    </svg>
  );
}

function EdgeNames({ layout, x, y }: { layout: ZoneLayout; x: (m: number) => number; y: (m: number) => number }) {
  const names: Array<{ at: number; text: string }> = [];
  if (layout.kind === "duopitch" || layout.kind === "hipped") {
    names.push({ at: 0, text: ZONE_DIAGRAM_TEXT.eaves });
    names.push({ at: layout.heightM / 2, text: ZONE_DIAGRAM_TEXT.ridge });
    names.push({ at: layout.heightM, text: ZONE_DIAGRAM_TEXT.eaves });
  } else if (layout.kind === "monopitch") {
    names.push({ at: 0, text: ZONE_DIAGRAM_TEXT.topEdge });
    names.push({ at: layout.heightM, text: ZONE_DIAGRAM_TEXT.eaves });
  } else {
    names.push({ at: layout.heightM, text: ZONE_DIAGRAM_TEXT.ground });
  }
  return (
    <g fontSize="11" fill="#475569">
      {names.map((name) => (
        <text key={`${name.text}-${name.at}`} x={x(0) - 6} y={y(name.at)} dy="0.35em" textAnchor="end">
          {name.text}
        </text>
      ))}
    </g>
  );
}

/** The bands' widths along the eaves, from the left verge to the middle of the building. */
function AlongChain({ chain, x, top }: { chain: DimensionChain; x: (m: number) => number; top: number }) {
  if (chain.stops.length < 2) return null;
  const lineY = top - 14;
  return (
    <g fontSize="11" fill={INK} stroke={INK}>
      <line x1={x(chain.stops[0] ?? 0)} x2={x(chain.stops.at(-1) ?? 0)} y1={lineY} y2={lineY} />
      {chain.stops.map((stop) => (
        <line key={stop} x1={x(stop)} x2={x(stop)} y1={lineY - 4} y2={lineY + 4} />
      ))}
      {chain.labels.map((label, index) => {
        const from = x(chain.stops[index] ?? 0);
        const to = x(chain.stops[index + 1] ?? 0);
        return to - from >= 22 ? (
          <text key={`${from}-${label}`} x={(from + to) / 2} y={lineY - 6} textAnchor="middle" stroke="none">
            {label}
          </text>
        ) : null;
      })}
    </g>
  );
}

/** The bands' widths up the slope (measured on the slope), or up the wall, beside the right-hand verge. */
function UpChain({
  chain,
  y,
  left,
  isOnSlope,
}: {
  chain: DimensionChain;
  y: (m: number) => number;
  left: number;
  isOnSlope: boolean;
}) {
  if (chain.stops.length < 2) return null;
  const lineX = left + 14;
  const top = Math.min(...chain.stops);
  const bottom = Math.max(...chain.stops);
  return (
    <g fontSize="11" fill={INK} stroke={INK}>
      <line x1={lineX} x2={lineX} y1={y(top)} y2={y(bottom)} />
      {chain.stops.map((stop) => (
        <line key={stop} x1={lineX - 4} x2={lineX + 4} y1={y(stop)} y2={y(stop)} />
      ))}
      {chain.labels.map((label, index) => {
        const from = y(chain.stops[index] ?? 0);
        const to = y(chain.stops[index + 1] ?? 0);
        return Math.abs(to - from) >= 14 ? (
          <text key={`${from}-${label}`} x={lineX + 6} y={(from + to) / 2} dy="0.35em" stroke="none">
            {label}
          </text>
        ) : null;
      })}
      {isOnSlope ? (
        <text x={lineX} y={y(top) - 8} textAnchor="middle" stroke="none" fontSize="10" fill="#475569">
          {ZONE_DIAGRAM_TEXT.onSlopeShort}
        </text>
      ) : null}
    </g>
  );
}

function OverallDimensions({
  layout,
  result,
  x,
  y,
}: {
  layout: ZoneLayout;
  result: RoofFixingResult;
  x: (m: number) => number;
  y: (m: number) => number;
}) {
  const belowY = y(layout.heightM) + 22;
  const sideX = x(0) - 72;
  const isWall = layout.kind === "vertical";
  const lengthText = `${ZONE_DIAGRAM_TEXT.metres(formatMetres(result.geometry.buildingLengthM))} ${ZONE_DIAGRAM_TEXT.lengthLabel}`;
  const heightText = isWall
    ? `${ZONE_DIAGRAM_TEXT.metres(formatMetres(layout.heightM))} ${ZONE_DIAGRAM_TEXT.wallHeightLabel}`
    : `${ZONE_DIAGRAM_TEXT.metres(formatMetres(result.geometry.spanM))} ${ZONE_DIAGRAM_TEXT.spanLabel}`;
  const middleY = (y(0) + y(layout.heightM)) / 2;
  return (
    <g fontSize="12" fill={INK} stroke={INK}>
      <line x1={x(0)} x2={x(layout.widthM)} y1={belowY} y2={belowY} />
      <line x1={x(0)} x2={x(0)} y1={belowY - 5} y2={belowY + 5} />
      <line x1={x(layout.widthM)} x2={x(layout.widthM)} y1={belowY - 5} y2={belowY + 5} />
      <text x={(x(0) + x(layout.widthM)) / 2} y={belowY + 16} textAnchor="middle" stroke="none">
        {lengthText}
      </text>
      <line x1={sideX} x2={sideX} y1={y(0)} y2={y(layout.heightM)} />
      <line x1={sideX - 5} x2={sideX + 5} y1={y(0)} y2={y(0)} />
      <line x1={sideX - 5} x2={sideX + 5} y1={y(layout.heightM)} y2={y(layout.heightM)} />
      <text
        x={sideX - 8}
        y={middleY}
        textAnchor="middle"
        stroke="none"
        transform={`rotate(-90 ${sideX - 8} ${middleY})`}
      >
        {heightText}
      </text>
    </g>
  );
}

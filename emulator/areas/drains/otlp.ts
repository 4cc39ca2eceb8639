// The OTLP trace export a trace drain delivers: one ExportTraceServiceRequest, as OTLP/HTTP JSON
// (the protobuf JSON mapping: hex ids, enum numbers, 64-bit times as strings) or as binary
// protobuf. The protobuf writer is minimal and by hand: it covers the fields used here and
// nothing else, which keeps the emulator free of an OpenTelemetry dependency.

/** The platform's name, prefixing the resource attributes it adds to every trace. */
export const PLATFORM = "vercel";
export const PROJECT_ID_ATTRIBUTE = `${PLATFORM}.projectId`;
export const DEPLOYMENT_ID_ATTRIBUTE = `${PLATFORM}.deploymentId`;

/** SPAN_KIND_SERVER in opentelemetry/proto/trace/v1/trace.proto. */
export const SPAN_KIND_SERVER = 2;

export interface SampleSpan {
  traceId: string; // 32 hex digits
  spanId: string; // 16 hex digits
  name: string;
  startTimeUnixNano: bigint;
  endTimeUnixNano: bigint;
  attributes: Record<string, string>;
}

export interface SampleTrace {
  resource: Record<string, string>;
  scope: string;
  spans: SampleSpan[];
}

const keyValues = (attributes: Record<string, string>) =>
  Object.entries(attributes).map(([key, value]) => ({ key, value: { stringValue: value } }));

/** The OTLP/HTTP JSON body. */
export function otlpJson(trace: SampleTrace): unknown {
  return {
    resourceSpans: [
      {
        resource: { attributes: keyValues(trace.resource) },
        scopeSpans: [
          {
            scope: { name: trace.scope },
            spans: trace.spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              name: span.name,
              kind: SPAN_KIND_SERVER,
              startTimeUnixNano: span.startTimeUnixNano.toString(),
              endTimeUnixNano: span.endTimeUnixNano.toString(),
              attributes: keyValues(span.attributes),
            })),
          },
        ],
      },
    ],
  };
}

/** Protobuf wire format: varints, length-delimited fields and fixed64, nothing more. */
class ProtoWriter {
  private readonly bytes: number[] = [];

  private varint(value: number): void {
    let rest = value >>> 0;
    while (rest > 0x7f) {
      this.bytes.push((rest & 0x7f) | 0x80);
      rest >>>= 7;
    }
    this.bytes.push(rest);
  }

  private tag(field: number, wireType: 0 | 1 | 2): void {
    this.varint((field << 3) | wireType);
  }

  enumValue(field: number, value: number): this {
    this.tag(field, 0);
    this.varint(value);
    return this;
  }

  fixed64(field: number, value: bigint): this {
    this.tag(field, 1);
    for (let i = 0n; i < 8n; i++) this.bytes.push(Number((value >> (8n * i)) & 0xffn));
    return this;
  }

  bytesField(field: number, value: Uint8Array): this {
    this.tag(field, 2);
    this.varint(value.length);
    for (const byte of value) this.bytes.push(byte);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytesField(field, Buffer.from(value, "utf8"));
  }

  message(field: number, write: (writer: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    write(inner);
    return this.bytesField(field, inner.finish());
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** KeyValue { key = 1; AnyValue value = 2 { string_value = 1 } } */
function writeAttributes(writer: ProtoWriter, field: number, attributes: Record<string, string>): void {
  for (const [key, value] of Object.entries(attributes)) {
    writer.message(field, (kv) => kv.string(1, key).message(2, (any) => any.string(1, value)));
  }
}

/**
 * ExportTraceServiceRequest { resource_spans = 1 } → ResourceSpans { resource = 1 { attributes = 1 },
 * scope_spans = 2 } → ScopeSpans { scope = 1 { name = 1 }, spans = 2 } → Span { trace_id = 1,
 * span_id = 2, name = 5, kind = 6, start_time_unix_nano = 7, end_time_unix_nano = 8, attributes = 9 }.
 */
export function otlpProto(trace: SampleTrace): Uint8Array {
  return new ProtoWriter()
    .message(1, (resourceSpans) =>
      resourceSpans
        .message(1, (resource) => writeAttributes(resource, 1, trace.resource))
        .message(2, (scopeSpans) => {
          scopeSpans.message(1, (scope) => scope.string(1, trace.scope));
          for (const span of trace.spans) {
            scopeSpans.message(2, (out) => {
              out
                .bytesField(1, Buffer.from(span.traceId, "hex"))
                .bytesField(2, Buffer.from(span.spanId, "hex"))
                .string(5, span.name)
                .enumValue(6, SPAN_KIND_SERVER)
                .fixed64(7, span.startTimeUnixNano)
                .fixed64(8, span.endTimeUnixNano);
              writeAttributes(out, 9, span.attributes);
            });
          }
        }),
    )
    .finish();
}

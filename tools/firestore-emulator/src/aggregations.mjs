import { invalidArgument } from "./errors.mjs";
import { getValueAt, parseFieldPath } from "./field-paths.mjs";
import { isNumberValue, NULL_VALUE } from "./values.mjs";

/**
 * count(), sum() and average() as Firestore computes them: sum and average only
 * look at documents whose field holds a number (others are skipped, not counted
 * as zero); a sum of integers stays an integer unless it overflows int64;
 * average is a double, or null when no document has a number there.
 *
 * Firestore computes every aggregation of one request from the same index scan,
 * so a request only sees the documents that have every field it sums or
 * averages (whatever the value there): count(), sum('a'), average('b') over four
 * documents, one without b, count 3 and sum a over those 3. `withAggregatedFields`
 * adds that condition to the query, before its limit, as the index scan does.
 */

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function aggregatedSegments(fieldPath) {
  if (!fieldPath) throw invalidArgument("sum() and average() need a field path.");
  return parseFieldPath(fieldPath);
}

/** The query, narrowed to the documents that have every field the aggregations sum or average. */
export function withAggregatedFields(query, aggregations) {
  const fields = [];
  for (const aggregation of aggregations) {
    const operator = aggregation.sum ?? aggregation.avg;
    if (operator) fields.push(aggregatedSegments(operator.field?.fieldPath));
  }
  if (fields.length === 0) return query;
  const { predicate } = query;
  return { ...query, predicate: (doc) => predicate(doc) && fields.every((segments) => getValueAt(doc.fields, segments) !== undefined) };
}

function numbersAt(docs, fieldPath) {
  const segments = aggregatedSegments(fieldPath);
  const numbers = [];
  for (const doc of docs) {
    const value = getValueAt(doc.fields, segments);
    if (value !== undefined && isNumberValue(value)) numbers.push(value);
  }
  return numbers;
}

function sum(numbers) {
  let integerSum = 0n;
  let doubleSum = 0;
  let sawDouble = false;
  for (const n of numbers) {
    if (n.integerValue !== undefined) integerSum += BigInt(n.integerValue);
    else {
      sawDouble = true;
      doubleSum += n.doubleValue;
    }
  }
  if (!sawDouble && integerSum <= INT64_MAX && integerSum >= INT64_MIN) return { integerValue: integerSum.toString() };
  return { doubleValue: doubleSum + Number(integerSum) };
}

function average(numbers) {
  if (numbers.length === 0) return NULL_VALUE;
  let total = 0;
  for (const n of numbers) total += n.integerValue !== undefined ? Number(n.integerValue) : n.doubleValue;
  return { doubleValue: total / numbers.length };
}

/** @returns {Record<string, object>} alias → value, the AggregationResult's aggregate_fields */
export function computeAggregations(aggregations, docs) {
  const result = {};
  aggregations.forEach((aggregation, i) => {
    const alias = aggregation.alias || `field_${i + 1}`;
    if (aggregation.count) {
      const upTo = aggregation.count.upTo ? Number(aggregation.count.upTo.value ?? 0) : Infinity;
      if (upTo < 0) throw invalidArgument("count up_to must not be negative.");
      result[alias] = { integerValue: String(Math.min(docs.length, upTo)) };
    } else if (aggregation.sum) {
      result[alias] = sum(numbersAt(docs, aggregation.sum.field?.fieldPath));
    } else if (aggregation.avg) {
      result[alias] = average(numbersAt(docs, aggregation.avg.field?.fieldPath));
    } else {
      throw invalidArgument("An aggregation must be one of count, sum or avg.");
    }
  });
  return result;
}

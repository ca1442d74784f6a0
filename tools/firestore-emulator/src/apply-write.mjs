import { alreadyExists, failedPrecondition, invalidArgument, notFound } from "./errors.mjs";
import { microsToTimestamp, timestampToMicros } from "./clock.mjs";
import { deleteValueAt, getValueAt, parseFieldPath, setValueAt } from "./field-paths.mjs";
import { assertDocumentSize, normalizeFields, normalizeValue } from "./document-validation.mjs";
import { arrayValues, compareNumbers, fieldsEqual, isNumberValue, valuesEqual } from "./values.mjs";

/**
 * Applies one google.firestore.v1.Write to a document, as Firestore does:
 * preconditions first, then the update (whole document, or only the masked
 * field paths: a masked path absent from the update is deleted), then the field
 * transforms. Returns the document after the write (null when deleted; the
 * unchanged `before` object when the write changed nothing, so its update time
 * stays) and the transform results.
 */
export function applyWrite({ before, write, name, database, commitMicros }) {
  checkPrecondition(name, before, write.currentDocument);

  if (write.delete !== undefined) return { after: null, transformResults: [] };

  let fields;
  let transforms = write.updateTransforms ?? [];
  if (write.update) {
    const updateFields = normalizeFields(write.update.fields ?? {}, database);
    if (write.updateMask) {
      fields = before?.fields ?? {};
      for (const path of write.updateMask.fieldPaths ?? []) {
        const segments = parseFieldPath(path);
        const value = getValueAt(updateFields, segments);
        fields = value === undefined ? deleteValueAt(fields, segments) : setValueAt(fields, segments, value);
      }
    } else {
      fields = updateFields;
    }
  } else if (write.transform) {
    // Legacy transform-only write: keeps the document's fields.
    fields = before?.fields ?? {};
    transforms = write.transform.fieldTransforms ?? [];
  } else {
    throw invalidArgument("A write must set one of update, delete or transform.");
  }

  const transformResults = [];
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.fieldPath);
    const result = applyFieldTransform(getValueAt(fields, segments), transform, commitMicros, database);
    fields = setValueAt(fields, segments, result);
    transformResults.push(result);
  }

  assertDocumentSize(name, fields);

  if (before && fieldsEqual(before.fields, fields)) return { after: before, transformResults };
  const time = microsToTimestamp(commitMicros);
  return {
    after: { name, fields, createTime: before?.createTime ?? time, updateTime: time },
    transformResults,
  };
}

function checkPrecondition(name, before, precondition) {
  if (!precondition) return;
  if (precondition.exists !== undefined) {
    if (precondition.exists && !before) throw notFound(`No document to update: ${name}`);
    if (!precondition.exists && before) throw alreadyExists(`Document already exists: ${name}`);
  } else if (precondition.updateTime !== undefined) {
    const required = timestampToMicros(precondition.updateTime);
    if (!before || timestampToMicros(before.updateTime) !== required) {
      throw failedPrecondition(
        before
          ? `The document ${name} was updated after the required update time (the stored version does not match the required base version).`
          : `No document to update with an update-time precondition: ${name}`,
      );
    }
  }
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function addNumbers(current, operand) {
  if (current.integerValue !== undefined && operand.integerValue !== undefined) {
    let sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
    // Firestore saturates integer increments at the int64 bounds.
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integerValue: sum.toString() };
  }
  const toDouble = (v) => (v.integerValue !== undefined ? Number(v.integerValue) : v.doubleValue);
  return { doubleValue: toDouble(current) + toDouble(operand) };
}

function applyFieldTransform(current, transform, commitMicros, database) {
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== "REQUEST_TIME") {
      throw invalidArgument(`Unsupported server value ${transform.setToServerValue}.`);
    }
    return { timestampValue: microsToTimestamp(commitMicros) };
  }
  if (transform.increment !== undefined) {
    const operand = requireNumber(transform.increment, "increment");
    return current && isNumberValue(current) ? addNumbers(current, operand) : operand;
  }
  if (transform.maximum !== undefined) {
    const operand = requireNumber(transform.maximum, "maximum");
    if (!current || !isNumberValue(current)) return operand;
    return compareNumbers(operand, current) > 0 ? operand : current;
  }
  if (transform.minimum !== undefined) {
    const operand = requireNumber(transform.minimum, "minimum");
    if (!current || !isNumberValue(current)) return operand;
    return compareNumbers(operand, current) < 0 ? operand : current;
  }
  if (transform.appendMissingElements !== undefined) {
    const elements = arrayValues({ arrayValue: transform.appendMissingElements }).map((v) => normalizeValue(v, database, 2, true));
    const values = current?.arrayValue ? [...arrayValues(current)] : [];
    for (const element of elements) {
      if (!values.some((v) => valuesEqual(v, element))) values.push(element);
    }
    return { arrayValue: { values } };
  }
  if (transform.removeAllFromArray !== undefined) {
    const elements = arrayValues({ arrayValue: transform.removeAllFromArray });
    const values = current?.arrayValue ? arrayValues(current).filter((v) => !elements.some((e) => valuesEqual(v, e))) : [];
    return { arrayValue: { values } };
  }
  throw invalidArgument(`Field transform on "${transform.fieldPath}" sets no transform type.`);
}

function requireNumber(value, what) {
  if (!value || !isNumberValue(value)) throw invalidArgument(`The ${what} transform needs a number operand.`);
  return value;
}

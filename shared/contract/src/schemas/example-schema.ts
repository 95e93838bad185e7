import * as v from 'valibot';

export const exampleLimits = { minLength: 3, maxLength: 200 } as const;

const exampleField = (label: string) =>
  v.pipe(
    v.string(`${label} zorunludur.`),
    v.trim(),
    v.nonEmpty(`${label} zorunludur.`),
    v.minLength(exampleLimits.minLength, `${label} en az ${exampleLimits.minLength} karakter olmalıdır.`),
    v.maxLength(exampleLimits.maxLength, `${label} en fazla ${exampleLimits.maxLength} karakter olabilir.`),
  );

const exampleId = v.pipe(
  v.string('Kayıt kimliği zorunludur.'),
  v.nonEmpty('Kayıt kimliği zorunludur.'),
  v.uuid('Kayıt kimliği geçersiz.'),
);

const invalidBody = 'İstek gövdesi geçersiz.';

/** An Example record as the API answers it (docs/requirements.md §3). */
export const exampleSchema = v.object({ id: v.string(), field1: v.string(), field2: v.string() });
export type Example = v.InferOutput<typeof exampleSchema>;

/** The create and edit forms, and the body of `Examples/Create` (an `id` sent along is ignored). */
export const exampleFormSchema = v.object(
  { field1: exampleField('Alan 1'), field2: exampleField('Alan 2') },
  invalidBody,
);
export type ExampleFormValues = v.InferInput<typeof exampleFormSchema>;

export const createExampleRequestSchema = exampleFormSchema;

export const updateExampleRequestSchema = v.object(
  { id: exampleId, field1: exampleField('Alan 1'), field2: exampleField('Alan 2') },
  invalidBody,
);
export type UpdateExampleRequest = v.InferOutput<typeof updateExampleRequestSchema>;

export const deleteExampleRequestSchema = v.object({ id: exampleId }, invalidBody);
export type DeleteExampleRequest = v.InferOutput<typeof deleteExampleRequestSchema>;

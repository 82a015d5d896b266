-- The catalogue's texts in three languages (src/domain/content-lang.ts): one column per text and
-- language, since sync merges field by field. A text written before moves to the language it is in:
-- Arabic when in Arabic script, English otherwise (the catalogue's texts were English); the other
-- languages start empty ('' or []), and the text's merge clock moves with it. Tombstones stay empty.

alter table cars
  add column description_fr text,
  add column description_en text,
  add column description_ar text;

update cars set
  description_fr = '',
  description_en = case when description ~ '[\u0600-\u06FF]' then '' else coalesce(description, '') end,
  description_ar = case when description ~ '[\u0600-\u06FF]' then description else '' end,
  field_hlc = (field_hlc - 'description') || case when field_hlc ? 'description' then jsonb_build_object(case when description ~ '[\u0600-\u06FF]' then 'descriptionAr' else 'descriptionEn' end, field_hlc -> 'description') else '{}' end,
  field_version = (field_version - 'description') || case when field_version ? 'description' then jsonb_build_object(case when description ~ '[\u0600-\u06FF]' then 'descriptionAr' else 'descriptionEn' end, field_version -> 'description') else '{}' end
where not deleted;

alter table cars drop column description;

alter table tours
  add column title_fr text,
  add column title_en text,
  add column title_ar text,
  add column summary_fr text,
  add column summary_en text,
  add column summary_ar text,
  add column description_fr text,
  add column description_en text,
  add column description_ar text,
  add column duration_fr text,
  add column duration_en text,
  add column duration_ar text,
  add column meeting_point_fr text,
  add column meeting_point_en text,
  add column meeting_point_ar text,
  add column highlights_fr jsonb,
  add column highlights_en jsonb,
  add column highlights_ar jsonb,
  add column itinerary_fr jsonb,
  add column itinerary_en jsonb,
  add column itinerary_ar jsonb,
  add column included_fr jsonb,
  add column included_en jsonb,
  add column included_ar jsonb,
  add column not_included_fr jsonb,
  add column not_included_en jsonb,
  add column not_included_ar jsonb;

update tours set
  title_fr = '',
  title_en = case when title ~ '[\u0600-\u06FF]' then '' else coalesce(title, '') end,
  title_ar = case when title ~ '[\u0600-\u06FF]' then title else '' end,
  summary_fr = '',
  summary_en = '',
  summary_ar = '',
  description_fr = '',
  description_en = case when description ~ '[\u0600-\u06FF]' then '' else coalesce(description, '') end,
  description_ar = case when description ~ '[\u0600-\u06FF]' then description else '' end,
  duration_fr = '',
  duration_en = case when duration ~ '[\u0600-\u06FF]' then '' else coalesce(duration, '') end,
  duration_ar = case when duration ~ '[\u0600-\u06FF]' then duration else '' end,
  meeting_point_fr = '',
  meeting_point_en = '',
  meeting_point_ar = '',
  highlights_fr = '[]',
  highlights_en = '[]',
  highlights_ar = '[]',
  itinerary_fr = '[]',
  itinerary_en = '[]',
  itinerary_ar = '[]',
  included_fr = '[]',
  included_en = '[]',
  included_ar = '[]',
  not_included_fr = '[]',
  not_included_en = '[]',
  not_included_ar = '[]',
  field_hlc = (((field_hlc - 'title') || case when field_hlc ? 'title' then jsonb_build_object(case when title ~ '[\u0600-\u06FF]' then 'titleAr' else 'titleEn' end, field_hlc -> 'title') else '{}' end - 'description') || case when field_hlc ? 'description' then jsonb_build_object(case when description ~ '[\u0600-\u06FF]' then 'descriptionAr' else 'descriptionEn' end, field_hlc -> 'description') else '{}' end - 'duration') || case when field_hlc ? 'duration' then jsonb_build_object(case when duration ~ '[\u0600-\u06FF]' then 'durationAr' else 'durationEn' end, field_hlc -> 'duration') else '{}' end,
  field_version = (((field_version - 'title') || case when field_version ? 'title' then jsonb_build_object(case when title ~ '[\u0600-\u06FF]' then 'titleAr' else 'titleEn' end, field_version -> 'title') else '{}' end - 'description') || case when field_version ? 'description' then jsonb_build_object(case when description ~ '[\u0600-\u06FF]' then 'descriptionAr' else 'descriptionEn' end, field_version -> 'description') else '{}' end - 'duration') || case when field_version ? 'duration' then jsonb_build_object(case when duration ~ '[\u0600-\u06FF]' then 'durationAr' else 'durationEn' end, field_version -> 'duration') else '{}' end
where not deleted;

alter table tours drop column title, drop column description, drop column duration;

alter table posts
  add column title_fr text,
  add column title_en text,
  add column title_ar text,
  add column excerpt_fr text,
  add column excerpt_en text,
  add column excerpt_ar text,
  add column content_fr text,
  add column content_en text,
  add column content_ar text,
  add column read_time_fr text,
  add column read_time_en text,
  add column read_time_ar text;

update posts set
  title_fr = '',
  title_en = case when title ~ '[\u0600-\u06FF]' then '' else coalesce(title, '') end,
  title_ar = case when title ~ '[\u0600-\u06FF]' then title else '' end,
  excerpt_fr = '',
  excerpt_en = case when excerpt ~ '[\u0600-\u06FF]' then '' else coalesce(excerpt, '') end,
  excerpt_ar = case when excerpt ~ '[\u0600-\u06FF]' then excerpt else '' end,
  content_fr = '',
  content_en = case when content ~ '[\u0600-\u06FF]' then '' else coalesce(content, '') end,
  content_ar = case when content ~ '[\u0600-\u06FF]' then content else '' end,
  read_time_fr = '',
  read_time_en = case when read_time ~ '[\u0600-\u06FF]' then '' else coalesce(read_time, '') end,
  read_time_ar = case when read_time ~ '[\u0600-\u06FF]' then read_time else '' end,
  field_hlc = ((((field_hlc - 'title') || case when field_hlc ? 'title' then jsonb_build_object(case when title ~ '[\u0600-\u06FF]' then 'titleAr' else 'titleEn' end, field_hlc -> 'title') else '{}' end - 'excerpt') || case when field_hlc ? 'excerpt' then jsonb_build_object(case when excerpt ~ '[\u0600-\u06FF]' then 'excerptAr' else 'excerptEn' end, field_hlc -> 'excerpt') else '{}' end - 'content') || case when field_hlc ? 'content' then jsonb_build_object(case when content ~ '[\u0600-\u06FF]' then 'contentAr' else 'contentEn' end, field_hlc -> 'content') else '{}' end - 'readTime') || case when field_hlc ? 'readTime' then jsonb_build_object(case when read_time ~ '[\u0600-\u06FF]' then 'readTimeAr' else 'readTimeEn' end, field_hlc -> 'readTime') else '{}' end,
  field_version = ((((field_version - 'title') || case when field_version ? 'title' then jsonb_build_object(case when title ~ '[\u0600-\u06FF]' then 'titleAr' else 'titleEn' end, field_version -> 'title') else '{}' end - 'excerpt') || case when field_version ? 'excerpt' then jsonb_build_object(case when excerpt ~ '[\u0600-\u06FF]' then 'excerptAr' else 'excerptEn' end, field_version -> 'excerpt') else '{}' end - 'content') || case when field_version ? 'content' then jsonb_build_object(case when content ~ '[\u0600-\u06FF]' then 'contentAr' else 'contentEn' end, field_version -> 'content') else '{}' end - 'readTime') || case when field_version ? 'readTime' then jsonb_build_object(case when read_time ~ '[\u0600-\u06FF]' then 'readTimeAr' else 'readTimeEn' end, field_version -> 'readTime') else '{}' end
where not deleted;

alter table posts drop column title, drop column excerpt, drop column content, drop column read_time;

/**
 * Everyday words Spanish founders type for common activities, which INE's
 * titles do not use ("Actividades de programación informática" for a
 * developer). They only help the search find the official class; the title
 * shown is always INE's.
 */
export const CNAE_2009_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '6201': [
    'programación',
    'desarrollo de software',
    'desarrollador',
    'programador',
    'aplicaciones móviles',
  ],
  '6202': ['consultor informático', 'consultoría tecnológica'],
  '7022': ['consultor', 'consultoría de empresas', 'asesoramiento empresarial'],
  '7410': ['diseñador gráfico', 'diseño gráfico', 'diseño web'],
  '7311': ['marketing', 'marketing digital', 'agencia de marketing'],
  '4791': ['comercio electrónico', 'tienda online', 'venta online', 'e-commerce'],
  '8559': ['formador', 'academia', 'clases particulares'],
  '9602': ['peluquero', 'peluquera', 'barbería', 'estética'],
  '4321': ['electricista'],
  '4322': ['fontanero', 'calefacción'],
  '5630': ['bar', 'cafetería'],
  '7420': ['fotógrafo'],
  '6920': ['gestoría', 'asesoría fiscal', 'contable'],
  '6831': ['inmobiliaria', 'agente inmobiliario'],
  '5520': ['apartamentos turísticos', 'alquiler vacacional'],
  '4939': ['vtc', 'conductor vtc'],
  '5320': ['mensajería', 'repartidor'],
  '7430': ['traductor', 'intérprete'],
};

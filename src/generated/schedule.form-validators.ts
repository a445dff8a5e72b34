// Generated from schemas/schedule.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "title",
      "startDay",
      "endDay"
    ],
    "properties": {
      "category": {
        "type": "string",
        "maxLength": 64
      },
      "urgent": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3"
        ]
      },
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "content": {
        "type": "string",
        "maxLength": 5000
      },
      "allDay": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "startDay": {
        "type": "integer",
        "minimum": 0
      },
      "startTime": {
        "type": "string",
        "maxLength": 5,
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
      },
      "endDay": {
        "type": "integer",
        "minimum": 0
      },
      "endTime": {
        "type": "string",
        "maxLength": 5,
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
      },
      "duration": {
        "type": "integer",
        "minimum": -1,
        "maximum": 100000
      },
      "toUserIds": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "type": "string",
          "maxLength": 64
        }
      },
      "color": {
        "type": "string",
        "maxLength": 20
      },
      "reminderTime": {
        "type": "integer",
        "minimum": -2,
        "maximum": 100000
      },
      "reminderType": {
        "type": "integer",
        "minimum": 1,
        "maximum": 9
      },
      "send": {
        "type": "string",
        "maxLength": 64
      },
      "sendName": {
        "type": "string",
        "maxLength": 100
      },
      "repetition": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3",
          "4",
          "5"
        ]
      },
      "repeatTime": {
        "type": "integer",
        "minimum": 0
      },
      "files": {
        "type": "string",
        "maxLength": 20000
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports.edfe223 = validate10;
const schema11 = {"type":"object","required":["title","startDay","endDay"],"properties":{"category":{"type":"string","maxLength":64},"urgent":{"type":"string","enum":["1","2","3"]},"title":{"type":"string","minLength":1,"maxLength":200},"content":{"type":"string","maxLength":5000},"allDay":{"type":"integer","enum":[0,1]},"startDay":{"type":"integer","minimum":0},"startTime":{"type":"string","maxLength":5,"pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"endDay":{"type":"integer","minimum":0},"endTime":{"type":"string","maxLength":5,"pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"duration":{"type":"integer","minimum":-1,"maximum":100000},"toUserIds":{"type":"array","maxItems":500,"items":{"type":"string","maxLength":64}},"color":{"type":"string","maxLength":20},"reminderTime":{"type":"integer","minimum":-2,"maximum":100000},"reminderType":{"type":"integer","minimum":1,"maximum":9},"send":{"type":"string","maxLength":64},"sendName":{"type":"string","maxLength":100},"repetition":{"type":"string","enum":["1","2","3","4","5"]},"repeatTime":{"type":"integer","minimum":0},"files":{"type":"string","maxLength":20000}},"$id":"edfe223"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const pattern0 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="edfe223" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.startDay === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startDay"},message:"must have required property '"+"startDay"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endDay === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endDay"},message:"must have required property '"+"endDay"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.category !== undefined){
let data0 = data.category;
if(typeof data0 === "string"){
if(func2(data0) > 64){
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.category,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.urgent !== undefined){
let data1 = data.urgent;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/urgent",schemaPath:"#/properties/urgent/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.urgent.type,parentSchema:schema11.properties.urgent,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "1") || (data1 === "2")) || (data1 === "3"))){
const err6 = {instancePath:instancePath+"/urgent",schemaPath:"#/properties/urgent/enum",keyword:"enum",params:{allowedValues: schema11.properties.urgent.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.urgent.enum,parentSchema:schema11.properties.urgent,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.title,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.title,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.content !== undefined){
let data3 = data.content;
if(typeof data3 === "string"){
if(func2(data3) > 5000){
const err10 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.content,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.content.type,parentSchema:schema11.properties.content,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.allDay !== undefined){
let data4 = data.allDay;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err12 = {instancePath:instancePath+"/allDay",schemaPath:"#/properties/allDay/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.allDay.type,parentSchema:schema11.properties.allDay,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err13 = {instancePath:instancePath+"/allDay",schemaPath:"#/properties/allDay/enum",keyword:"enum",params:{allowedValues: schema11.properties.allDay.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.allDay.enum,parentSchema:schema11.properties.allDay,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.startDay !== undefined){
let data5 = data.startDay;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err14 = {instancePath:instancePath+"/startDay",schemaPath:"#/properties/startDay/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.startDay.type,parentSchema:schema11.properties.startDay,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/startDay",schemaPath:"#/properties/startDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.startDay,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.startTime !== undefined){
let data6 = data.startTime;
if(typeof data6 === "string"){
if(func2(data6) > 5){
const err16 = {instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema11.properties.startTime,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data6)){
const err17 = {instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema11.properties.startTime,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/startTime",schemaPath:"#/properties/startTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startTime.type,parentSchema:schema11.properties.startTime,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.endDay !== undefined){
let data7 = data.endDay;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err19 = {instancePath:instancePath+"/endDay",schemaPath:"#/properties/endDay/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.endDay.type,parentSchema:schema11.properties.endDay,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/endDay",schemaPath:"#/properties/endDay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.endDay,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.endTime !== undefined){
let data8 = data.endTime;
if(typeof data8 === "string"){
if(func2(data8) > 5){
const err21 = {instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema11.properties.endTime,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern0.test(data8)){
const err22 = {instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^([01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema11.properties.endTime,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/endTime",schemaPath:"#/properties/endTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.endTime.type,parentSchema:schema11.properties.endTime,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.duration !== undefined){
let data9 = data.duration;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err24 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.duration.type,parentSchema:schema11.properties.duration,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 100000 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.duration,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9 < -1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1",schema:-1,parentSchema:schema11.properties.duration,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.toUserIds !== undefined){
let data10 = data.toUserIds;
if(Array.isArray(data10)){
if(data10.length > 500){
const err27 = {instancePath:instancePath+"/toUserIds",schemaPath:"#/properties/toUserIds/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema11.properties.toUserIds,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 === "string"){
if(func2(data11) > 64){
const err28 = {instancePath:instancePath+"/toUserIds/" + i0,schemaPath:"#/properties/toUserIds/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.toUserIds.items,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/toUserIds/" + i0,schemaPath:"#/properties/toUserIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.toUserIds.items.type,parentSchema:schema11.properties.toUserIds.items,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/toUserIds",schemaPath:"#/properties/toUserIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.toUserIds.type,parentSchema:schema11.properties.toUserIds,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.color !== undefined){
let data12 = data.color;
if(typeof data12 === "string"){
if(func2(data12) > 20){
const err31 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.color,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.color.type,parentSchema:schema11.properties.color,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.reminderTime !== undefined){
let data13 = data.reminderTime;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err33 = {instancePath:instancePath+"/reminderTime",schemaPath:"#/properties/reminderTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.reminderTime.type,parentSchema:schema11.properties.reminderTime,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 100000 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/reminderTime",schemaPath:"#/properties/reminderTime/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.reminderTime,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data13 < -2 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/reminderTime",schemaPath:"#/properties/reminderTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2",schema:-2,parentSchema:schema11.properties.reminderTime,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.reminderType !== undefined){
let data14 = data.reminderType;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err36 = {instancePath:instancePath+"/reminderType",schemaPath:"#/properties/reminderType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.reminderType.type,parentSchema:schema11.properties.reminderType,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 9 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/reminderType",schemaPath:"#/properties/reminderType/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9",schema:9,parentSchema:schema11.properties.reminderType,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err38 = {instancePath:instancePath+"/reminderType",schemaPath:"#/properties/reminderType/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.reminderType,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.send !== undefined){
let data15 = data.send;
if(typeof data15 === "string"){
if(func2(data15) > 64){
const err39 = {instancePath:instancePath+"/send",schemaPath:"#/properties/send/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.send,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/send",schemaPath:"#/properties/send/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.send.type,parentSchema:schema11.properties.send,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.sendName !== undefined){
let data16 = data.sendName;
if(typeof data16 === "string"){
if(func2(data16) > 100){
const err41 = {instancePath:instancePath+"/sendName",schemaPath:"#/properties/sendName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.sendName,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/sendName",schemaPath:"#/properties/sendName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sendName.type,parentSchema:schema11.properties.sendName,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.repetition !== undefined){
let data17 = data.repetition;
if(typeof data17 !== "string"){
const err43 = {instancePath:instancePath+"/repetition",schemaPath:"#/properties/repetition/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.repetition.type,parentSchema:schema11.properties.repetition,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((((data17 === "1") || (data17 === "2")) || (data17 === "3")) || (data17 === "4")) || (data17 === "5"))){
const err44 = {instancePath:instancePath+"/repetition",schemaPath:"#/properties/repetition/enum",keyword:"enum",params:{allowedValues: schema11.properties.repetition.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.repetition.enum,parentSchema:schema11.properties.repetition,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.repeatTime !== undefined){
let data18 = data.repeatTime;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err45 = {instancePath:instancePath+"/repeatTime",schemaPath:"#/properties/repeatTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.repeatTime.type,parentSchema:schema11.properties.repeatTime,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 < 0 || isNaN(data18)){
const err46 = {instancePath:instancePath+"/repeatTime",schemaPath:"#/properties/repeatTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.repeatTime,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data.files !== undefined){
let data19 = data.files;
if(typeof data19 === "string"){
if(func2(data19) > 20000){
const err47 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.files,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.files.type,parentSchema:schema11.properties.files,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;

<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="mall" tilewidth="64" tileheight="64" tilecount="16" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="hourglass"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="crystal_ball"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="camera"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="orange"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="yellow"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="purple"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="green"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="orange"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="yellow"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="purple"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="green"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="orange"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="yellow"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="purple"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="green"/>
  </properties>
 </tile>
</tileset>
